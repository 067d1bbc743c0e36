import { useLocation } from 'react-router';
import { FramePage } from '../../components/frame-page/frame-page.tsx';
import { subAppTarget } from './sub-app.ts';

/** An embedded sub-app at its catch-all srcPath, shown in the frame screen. */
export default function SubAppPage() {
  const { pathname, search } = useLocation();
  const { prefix, address } = subAppTarget(pathname, search);
  return <FramePage key={pathname} address={address} names={[`embed:${prefix}`]} />;
}
