import { describe, expect, it } from 'vitest';
import { isSupportedNode, UNSUPPORTED_MESSAGE } from './supported-node.mjs';

describe('the supported Node lines', () => {
  it('takes the maintained LTS lines from their first supported release', () => {
    expect(['v22.22.2', 'v22.30.0', 'v24.15.0', 'v24.21.0', 'v26.0.0', 'v27.1.0'].filter(isSupportedNode)).toHaveLength(6);
  });
  it('refuses Node 20, an odd line, and releases before the floor', () => {
    expect(['v20.20.2', 'v23.5.0', 'v22.22.1', 'v24.14.9', 'v25.2.0'].filter(isSupportedNode)).toEqual([]);
  });
  it('says in one line which versions work and how to get one', () => {
    const message = UNSUPPORTED_MESSAGE('v20.20.2');
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain('22.22.2+, 24.15+ or 26');
    expect(message).toContain('npx -y node@24');
  });
});
