// Rich text from structured nodes, never HTML (schema/content.graphql): one element per
// node kind, consecutive bullets in one list, spans as <strong>/<em>/links. Links are
// SmartLinks: site paths go through the navigation guard, https links open in a new tab,
// anything else is text.
import type { ReactNode } from 'react';
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import type { RichTextNodeFragment } from '../../__generated__/graphql';
import { classifyHref } from '../rich-text-href';
import { SmartLink } from '../SmartLink';

export const RichTextNodeFragmentDoc = graphql(`
  fragment RichTextNode on RichTextNode {
    kind
    spans {
      text
      bold
      italic
      href
    }
  }
`);

export const RichTextFragment = graphql(`
  fragment RichText_block on RichTextBlock {
    id
    nodes {
      ...RichTextNode
    }
  }
`);

type Span = RichTextNodeFragment['spans'][number];

function RichSpan({ span }: { span: Span }) {
  let content: ReactNode = span.text;
  if (span.italic) content = <em>{content}</em>;
  if (span.bold) content = <strong>{content}</strong>;
  if (!span.href) return content;
  // What the navigation guard refuses is the text alone (not even an empty <span>).
  if (classifyHref(span.href).kind === 'unsafe') return content;
  return <SmartLink to={span.href}>{content}</SmartLink>;
}

function Spans({ spans }: { spans: readonly Span[] }) {
  return spans.map((span, index) => <RichSpan key={index} span={span} />);
}

/** Groups consecutive bullets so each run becomes one <ul>. */
function groupNodes(nodes: readonly RichTextNodeFragment[]): (RichTextNodeFragment | RichTextNodeFragment[])[] {
  const groups: (RichTextNodeFragment | RichTextNodeFragment[])[] = [];
  for (const node of nodes) {
    const last = groups.at(-1);
    if (node.kind === 'BULLET') {
      if (Array.isArray(last)) last.push(node);
      else groups.push([node]);
    } else {
      groups.push(node);
    }
  }
  return groups;
}

function Node({ node }: { node: RichTextNodeFragment }) {
  const spans = <Spans spans={node.spans} />;
  switch (node.kind) {
    case 'HEADING_2':
      return <h2>{spans}</h2>;
    case 'HEADING_3':
      return <h3>{spans}</h3>;
    case 'QUOTE':
      return <blockquote>{spans}</blockquote>;
    default:
      return <p>{spans}</p>;
  }
}

export function RichTextNodes({ nodes: refs }: { nodes: readonly FragmentType<typeof RichTextNodeFragmentDoc>[] }) {
  const nodes = getFragmentData(RichTextNodeFragmentDoc, refs);
  return groupNodes(nodes).map((group, index) =>
    Array.isArray(group) ? (
      <ul key={index}>
        {group.map((node, item) => (
          <li key={item}>
            <Spans spans={node.spans} />
          </li>
        ))}
      </ul>
    ) : (
      <Node key={index} node={group} />
    ),
  );
}

export function RichText({ block: ref }: { block: FragmentType<typeof RichTextFragment> }) {
  const block = getFragmentData(RichTextFragment, ref);
  return (
    <section className="home-section rich-text">
      <RichTextNodes nodes={block.nodes} />
    </section>
  );
}
