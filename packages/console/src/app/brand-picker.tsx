import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setBrand } from '../lib/session';
import { useBrand, useSession } from '../lib/use-session';

/**
 * The brand the desks work on. An operator scoped to named brands picks one of them; one scoped to all brands types
 * its code (the contract has no brand list yet).
 */
export function BrandPicker() {
  const { t } = useTranslation();
  const session = useSession();
  const brand = useBrand();
  const [draft, setDraft] = useState(brand ?? '');
  if (!session) return null;
  const { operator } = session;

  if (!operator.allBrands) {
    return (
      <label className="topbar__field">
        <span className="topbar__label">{t('brand')}</span>
        <select className="input input--small" value={brand ?? ''} onChange={(e) => setBrand(e.target.value)}>
          {operator.brands.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) setBrand(draft.trim().toLowerCase());
  };
  return (
    <form className="topbar__field" onSubmit={submit}>
      <label className="topbar__field">
        <span className="topbar__label">{t('brand')}</span>
        <input
          className="input input--small"
          name="brand"
          value={draft}
          placeholder={t('brand_code')}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => draft.trim() && setBrand(draft.trim().toLowerCase())}
          maxLength={32}
          size={10}
        />
      </label>
    </form>
  );
}
