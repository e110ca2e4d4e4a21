import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../__generated__/fragment-masking';
import { categoryName, categoryNames, CategoryNamesFragment } from './category-names';

const layout = makeFragmentData(
  {
    __typename: 'Layout',
    navigation: [
      {
        __typename: 'NavItem',
        label: 'เมคอัพ',
        href: '/pages/categories/makeup',
        children: [{ __typename: 'NavLink', label: 'Face', href: '/pages/categories/makeup/face' }],
      },
    ],
  },
  CategoryNamesFragment,
);

describe('categoryName', () => {
  it('uses the layout’s words for a category it links to', () => {
    expect(categoryName(categoryNames(layout), { path: 'makeup', name: 'Makeup' })).toBe('เมคอัพ');
  });

  it('keeps the catalogue name elsewhere, or without a layout', () => {
    expect(categoryName(categoryNames(layout), { path: 'skincare', name: 'Skincare' })).toBe('Skincare');
    expect(categoryName(categoryNames(undefined), { path: 'makeup', name: 'Makeup' })).toBe('Makeup');
  });
});
