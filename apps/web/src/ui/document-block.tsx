import { Fragment, type ReactNode } from 'react';

/** A block of a legal document (the privacy policy, the consent): a paragraph or a list of runs. */
export type DocumentBlockOf<Inline> =
  { kind: 'paragraph'; content: readonly Inline[] } | { kind: 'list'; items: readonly (readonly Inline[])[] };

interface DocumentBlockProps<Inline> {
  block: DocumentBlockOf<Inline>;
  /** draws one inline part (a text, a link, a strong word) */
  inline: (part: Inline) => ReactNode;
}

function InlineRun<Inline>({
  content,
  inline,
}: {
  content: readonly Inline[];
  inline: (part: Inline) => ReactNode;
}) {
  return content.map((part, index) => <Fragment key={index}>{inline(part)}</Fragment>);
}

/** A document's paragraph or list, its inline parts drawn by the page that knows them. */
export function DocumentBlock<Inline>({ block, inline }: DocumentBlockProps<Inline>) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <InlineRun content={block.content} inline={inline} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item, index) => (
        <li key={index}>
          <InlineRun content={item} inline={inline} />
        </li>
      ))}
    </ul>
  );
}
