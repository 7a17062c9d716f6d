import { Menu, type MenuItem } from '../../../components/Menu';
import { DownloadIcon } from '../../../components/icons';
import { navigate } from '../../../lib/router';
import { useExportDownload } from '../hooks/useExportDownload';
import { usePlanAccessOnDemand } from '../hooks/usePlanAccessOnDemand';
import { EXPORT_FORMATS, type ExportTarget } from '../utils/exportRequest';

interface ExportMenuProps {
  /** What is exported: the reader's bookmarks, or the feed's results for its current filter. */
  target: ExportTarget;
}

const PREMIUM_HINT = 'Export to BibTeX, RIS or CSV comes with Paperlight Premium.';

/**
 * The Export menu button: for Premium readers, BibTeX, RIS and CSV downloads of the bookmarks or the feed's current
 * results; for everyone else, the same menu says export comes with Premium and leads to the upgrade (or to sign-in).
 * The reader's plan is read when the menu first opens. Keyboard: Enter, Space or ArrowDown open it, arrows move,
 * Escape closes.
 */
export function ExportMenu({ target }: ExportMenuProps) {
  const { access, check } = usePlanAccessOnDemand();
  const { download, busy } = useExportDownload(target);

  let header = PREMIUM_HINT;
  let items: MenuItem[];
  switch (access) {
    case 'granted':
      header = target.kind === 'feed' ? 'Export these results (up to 1,000)' : 'Export your bookmarks';
      items = EXPORT_FORMATS.map(({ value, label }) => ({
        key: value,
        label: busy === value ? `Preparing ${label}...` : label,
        disabled: busy !== null,
        onSelect: () => void download(value),
      }));
      break;
    case 'guest':
      items = [{ key: 'sign-in', label: 'Sign in to export', onSelect: () => navigate('/auth') }];
      break;
    case 'refused':
      items = [{ key: 'upgrade', label: 'Upgrade to Premium', onSelect: () => navigate('/subscription') }];
      break;
    case 'error':
      header = 'Could not check your plan.';
      items = [{ key: 'retry', label: 'Try again', keepOpen: true, onSelect: check }];
      break;
    default:
      header = 'Export';
      items = [{ key: 'checking', label: 'Checking your plan...', disabled: true, onSelect: () => undefined }];
  }

  return (
    <Menu
      trigger={
        <>
          <DownloadIcon size={16} />
          Export
        </>
      }
      label={target.kind === 'feed' ? 'Export results' : 'Export bookmarks'}
      header={header}
      items={items}
      variant="secondary"
      size="sm"
      onOpen={check}
    />
  );
}
