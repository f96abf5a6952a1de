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
  return (
    <div className="tabs" role="tablist" aria-label={t('status')}>
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
