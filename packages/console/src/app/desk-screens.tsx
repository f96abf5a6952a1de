import { can } from '@wl/contract/operator-capabilities';
import { useParams } from 'react-router';
import { useBrandList } from '../features/brands/api/use-brands';
import { BrandPage } from '../features/brands/brand-page';
import { OperatorsPage } from '../features/operators/operators-page';
import { useSession } from '../lib/use-session';

/** A brand's page; its forms for a role that may change brands (brands.manage). */
export function BrandScreen() {
  const { code = '' } = useParams();
  const session = useSession();
  if (!session) return null;
  return <BrandPage key={code} code={code} canManage={can(session.operator.role, 'brands.manage')} />;
}

/**
 * The operators desk, told who is signed in (the rules about oneself and one's scope) and, for an operator of every
 * brand, every brand's code to grant (from the brands desk's list route).
 */
export function OperatorsScreen() {
  const session = useSession();
  const allBrands = !!session?.operator.allBrands && can(session.operator.role, 'brands.read');
  const list = useBrandList({ pageNo: 1, pageSize: 100 }, allBrands);
  if (!session) return null;
  const { id, role, brands } = session.operator;
  const codes = list.data?.content.map((b) => b.code) ?? [];
  return <OperatorsPage me={{ id, role, allBrands: session.operator.allBrands, brands }} brandCodes={codes} />;
}
