// Plain JavaScript on purpose: it must run on any Node, including one too old for the rest of the scripts.
export const minimumNode = '22.12';

/** Whether a Node version (as in `process.versions.node`) can run the studio's scripts. */
export function isSupportedNode(version) {
  const [major, minor] = version.split('.').map(Number);
  const [minMajor, minMinor] = minimumNode.split('.').map(Number);
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

/** The one line to print when `version` is too old for `purpose`, or null. */
export function nodeVersionProblem(version, purpose) {
  if (isSupportedNode(version)) return null;
  return `Node v${version} is too old for ${purpose}: it needs Node ${minimumNode} or newer. Run \`npm install\` (it brings Node 24 as a dev dependency) or install a newer Node.`;
}
