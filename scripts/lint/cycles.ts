/**
 * The strongly connected components of a directed graph that are loops: two or more nodes that reach each
 * other, or one node that imports itself. Tarjan's algorithm, iterative so a long chain cannot overflow the stack.
 */
export function findCycles(nodes: readonly string[], edges: ReadonlyArray<{ from: string; to: string }>): string[][] {
  const next = new Map<string, string[]>(nodes.map((node) => [node, []]));
  const selfLoops = new Set<string>();
  for (const { from, to } of edges) {
    next.get(from)?.push(to);
    if (from === to) selfLoops.add(from);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;

  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child]!;
        frame.child += 1;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter);
          counter += 1;
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || selfLoops.has(frame.node)) cycles.push(component.toSorted());
    }
  }
  return cycles;
}
