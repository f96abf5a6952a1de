import { MEMBER_SORTS, type MemberSort } from '@wl/contract/operator-routes/members';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { useMemberSearch } from './api/use-member-search';

const FIELDS = ['account', 'mobile', 'email', 'ip'] as const;
type Field = (typeof FIELDS)[number];
const PAGE_SIZE = 20;

/**
 * Members of the chosen brand by account, mobile, e-mail (prefixes) or an IP they logged in from; the server pages
 * and filters. The filters live in the address, so back and reload keep them.
 */
export function MembersSearchPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Record<Field, string>>(() => {
    const values = {} as Record<Field, string>;
    for (const field of FIELDS) values[field] = params.get(field) ?? '';
    return values;
  });
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('order');
  const sort: MemberSort = MEMBER_SORTS.find((s) => s === sortParam) ?? 'newest';
  const filters = Object.fromEntries(FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f) as string]] : [])));
  const search = useMemberSearch(brand ? { brand, pageNo, pageSize: PAGE_SIZE, order: sort, ...filters } : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const field of FIELDS) if (draft[field].trim()) next.set(field, draft[field].trim());
    if (sort !== 'newest') next.set('order', sort);
    setParams(next);
  };
  const sortBy = (value: MemberSort) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === 'newest') next.delete('order');
    else next.set('order', value);
    setParams(next);
  };
  const clear = () => {
    setDraft({ account: '', mobile: '', email: '', ip: '' });
    setParams(new URLSearchParams());
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  const data = search.data;
  return (
    <>
      <PageHeader title={t('nav_members')} />
      <form className="filters" onSubmit={submit} aria-label={t('search_members')}>
        {FIELDS.map((field) => (
          <label key={field} className="field field--inline">
            <span className="field__label">{t(`member_${field}`)}</span>
            <input
              className="input"
              name={field}
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
              maxLength={field === 'email' ? 254 : 64}
            />
          </label>
        ))}
        <label className="field field--inline">
          <span className="field__label">{t('sort_by')}</span>
          <select
            className="input"
            name="order"
            value={sort}
            onChange={(e) => sortBy(MEMBER_SORTS.find((s) => s === e.target.value) ?? 'newest')}
          >
            {MEMBER_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sort_${value}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="filters__actions">
          <button type="submit" className="button button--primary" disabled={!brand}>
            {t('search')}
          </button>
          <button type="button" className="button" onClick={clear}>
            {t('clear')}
          </button>
        </div>
      </form>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <DeskTable
        columns={[
          { label: t('member_account') },
          { label: t('nickname') },
          { label: t('member_mobile') },
          { label: t('member_email') },
          { label: t('status') },
          { label: t('last_login') },
          { label: t('last_login_ip') },
          { label: t('registered_at') },
        ]}
        rows={data?.content}
        empty={t('no_members_found')}
        page={data}
        onPage={goTo}
        loading={search.isLoading}
        error={search.error}
      >
        {(member) => (
          <tr key={member.id}>
            <td>
              <Link to={`/members/${member.id}`} className="table__link">
                {member.account}
              </Link>
            </td>
            <td>{member.nickname}</td>
            <td>{member.mobile}</td>
            <td>{member.email}</td>
            <td>
              {member.locked ? (
                <span className="badge badge--danger">{t('locked')}</span>
              ) : (
                <span className="badge badge--ok">{t('active')}</span>
              )}
              {member.mustChangePassword && <span className="badge badge--warn">{t('must_change_password')}</span>}
            </td>
            <td>{formatDateTime(member.lastLoginAt)}</td>
            <td className="mono">{member.lastLoginIp}</td>
            <td>{formatDateTime(member.createdAt)}</td>
          </tr>
        )}
      </DeskTable>
    </>
  );
}
