import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, nodeVersionProblem } from './node-version.mjs';

describe('the Node version check', () => {
  it('accepts 22.12 and newer and refuses older versions', () => {
    expect(isSupportedNode('22.12.0')).toBe(true);
    expect(isSupportedNode('24.21.0')).toBe(true);
    expect(isSupportedNode('23.0.1')).toBe(true);
    expect(isSupportedNode('22.11.9')).toBe(false);
    expect(isSupportedNode('20.20.2')).toBe(false);
  });

  it('says in one line what is too old for what, and how to fix it', () => {
    const problem = nodeVersionProblem('20.20.2', 'npm test');
    expect(problem).toContain('Node v20.20.2 is too old for npm test');
    expect(problem).toContain('npm install');
    expect(problem?.split('\n')).toHaveLength(1);
    expect(nodeVersionProblem('24.21.0', 'npm test')).toBeNull();
  });

  it('passes silently on the Node that runs the scripts', () => {
    const output = execFileSync(process.execPath, ['scripts/check-node.mjs', 'npm test'], { encoding: 'utf8' });
    expect(output).toBe('');
  });
});
