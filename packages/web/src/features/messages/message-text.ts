import type { MessageItem } from '@wl/contract/routes/messages';
import type { TFunction } from 'i18next';

/**
 * A message's title and body in the reader's language: a system message is written here from its category and
 * params (the server stores no text for it); an operator's message is shown as they wrote it.
 */
export function messageText(t: TFunction, item: MessageItem): { title: string; body: string } {
  if (item.kind === 'system' && item.category) {
    const params = item.params ?? {};
    return {
      title: t(`message_${item.category}_title`, params),
      body: t(`message_${item.category}_body`, params),
    };
  }
  return { title: item.title, body: item.body };
}
