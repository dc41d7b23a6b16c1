import { useMemo } from 'react';
import { markdownToSafeHtml } from '../rules/markdown';

/** Staff-written markdown, shown only after sanitising with the spec's allow-list. */
export function Markdown({ source, className }: { source: string | null | undefined; className?: string }) {
  const html = useMemo(() => markdownToSafeHtml(source), [source]);
  return <div className={className ?? 'markdown'} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
