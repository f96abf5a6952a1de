import { can } from '@wl/contract/operator-capabilities';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandList } from '../features/brands/api/use-brands';
import { setBrand } from '../lib/session';
import { useBrand, useSession } from '../lib/use-session';

/**
 * The brand the desks work on, chosen from the brands list route (brands in the operator's scope). A role that may not
 * read brands picks among its scoped brands, or, scoped to every brand, types a code.
 */
export function BrandPicker() {
  const { t } = useTranslation();
  const session = useSession();
  const brand = useBrand();
  // Not while a one-time password waits for its change: the server refuses everything else meanwhile.
  const canList = !!session && can(session.operator.role, 'brands.read') && !session.operator.mustChangePassword;
  const list = useBrandList({ pageNo: 1, pageSize: 100 }, canList);
  const [draft, setDraft] = useState(brand ?? '');
  if (!session) return null;
  const { operator } = session;
  const codes = canList ? (list.data?.content.map((b) => b.code) ?? []) : operator.allBrands ? null : operator.brands;

  if (codes) {
    return (
      <label className="topbar__field">
        <span className="topbar__label">{t('brand')}</span>
        <select
          className="input input--small"
          name="brand"
          value={brand ?? ''}
          onChange={(e) => setBrand(e.target.value)}
        >
          {!brand && <option value="">{t('choose_brand')}</option>}
          {brand && !codes.includes(brand) && <option value={brand}>{brand}</option>}
          {codes.map((code) => (
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
