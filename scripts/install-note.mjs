// Runs at `npm install` (npm runs a root preinstall after the dependencies are in place, so this script itself
// already runs on Node 24): the Node that runs npm is in npm's user agent. One line instead of a wall of engine
// warnings, which .npmrc keeps out of npm's output.
import { isSupportedNode, minimumNode } from './node-version.mjs';

const npmNode = /\bnode\/v(\d+\.\d+\.\d+)/.exec(process.env.npm_config_user_agent ?? '')?.[1];
if (npmNode && !isSupportedNode(npmNode)) {
  console.log(
    `npm runs on Node v${npmNode}; the studio needs ${minimumNode}+ and installs Node 24 as a dev dependency, which every npm script uses.`,
  );
}
