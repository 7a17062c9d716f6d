import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast';
import { downloadExport, type ExportFormatValue, type ExportTarget } from '../utils/exportRequest';

/** Starts export downloads one at a time and reports each in a toast: what the file holds, or why it was refused. */
export function useExportDownload(target: ExportTarget) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<ExportFormatValue | null>(null);

  const download = useCallback(
    async (format: ExportFormatValue) => {
      setBusy(format);
      try {
        const { filename, count, truncated } = await downloadExport(target, format);
        const holds = `${count.toLocaleString('en-US')} ${count === 1 ? 'article' : 'articles'}`;
        toast({
          title: 'Export ready',
          description: truncated ? `${filename} holds the first ${holds} of the feed.` : `${filename} holds ${holds}.`,
        });
      } catch (error) {
        toast({
          title: 'Export failed',
          description: error instanceof Error ? error.message : 'The export could not be made. Please try again.',
          variant: 'destructive',
        });
      } finally {
        setBusy(null);
      }
    },
    [target, toast],
  );

  return { download, busy };
}
