import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';

/**
 * A queue's status tabs: the one shown is selected, and a tab shows how many it holds where the server said (the
 * paged answer's total for the tab shown; the lottery's numeros waiting for a result).
 */
export function StatusTabs<Tab extends string>(props: {
  tabs: readonly Tab[];
  current: Tab;
  onChange: (tab: Tab) => void;
  /** A tab's name in the operator's language. */
  label: (tab: Tab) => string;
  counts?: Partial<Record<Tab, number | undefined>>;
}) {
  const { t, i18n } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const shownCount = props.counts?.[props.current];
  // A row of many tabs scrolls sideways (styles/desks.css): the tab shown, with its count, is kept in the row's view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab shown and its count move and widen it
  useLayoutEffect(() => {
    const tabs = row.current;
    const tab = tabs?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!tabs || !tab) return;
    const end = tab.offsetLeft + tab.offsetWidth;
    if (end > tabs.scrollLeft + tabs.clientWidth) tabs.scrollLeft = end - tabs.clientWidth;
    else if (tab.offsetLeft < tabs.scrollLeft) tabs.scrollLeft = tab.offsetLeft;
  }, [props.current, shownCount]);
  return (
    <div ref={row} className="tabs tabs--queue" role="tablist" aria-label={t('status')}>
      {props.tabs.map((tab) => {
        const count = props.counts?.[tab];
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={props.current === tab}
            className={props.current === tab ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => props.onChange(tab)}
          >
            {props.label(tab)}
            {count !== undefined && (
              <>
                {' '}
                <span className="tabs__count">{formatCount(count, i18n.language)}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
