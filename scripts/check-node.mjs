// npm scripts find Node 24 in node_modules/.bin (a dev dependency); a production install without dev dependencies,
// or a script started with the system Node, may meet an older one. Say so in one line instead of a stack trace.
import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.versions.node, process.argv[2] ?? 'the studio');
if (problem) {
  console.error(problem);
  process.exit(1);
}
