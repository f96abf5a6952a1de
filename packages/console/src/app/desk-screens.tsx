import { can } from '@wl/contract/operator-capabilities';
import { useParams } from 'react-router';
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

/** The operators desk, told who is signed in (the rules about oneself and one's scope). */
export function OperatorsScreen() {
  const session = useSession();
  if (!session) return null;
  const { id, role, allBrands, brands } = session.operator;
  return <OperatorsPage me={{ id, role, allBrands, brands }} />;
}
