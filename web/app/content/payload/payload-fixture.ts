// A content page as the gateway answers the ContentPage query (every __typename included),
// for the payload tests of the web server and the browser.
export function contentPageFixture(title: string, text: string) {
  return {
    __typename: 'ContentPage',
    id: `sg-en-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    title,
    description: `${title}: the description`,
    blocks: [
      {
        __typename: 'RichTextBlock',
        id: 'story',
        userSegments: [],
        nodes: [{ __typename: 'RichTextNode', kind: 'PARAGRAPH', spans: [{ __typename: 'RichTextSpan', text, bold: false, italic: false, href: null }] }],
      },
    ],
  };
}
