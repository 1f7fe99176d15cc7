import { ToolsScreen, type ToolsSection } from '@warehouse/screens';
import { useLocation } from 'react-router-dom';

/** /tools/import, /tools/export and /tools/backup: the Tools screen with that section in view. */
export default function ToolsRoute() {
  const { pathname } = useLocation();
  const section = pathname.split('/').pop() as ToolsSection;
  return <ToolsScreen section={section} />;
}
