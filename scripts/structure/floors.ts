import { relativeImports, type SourceFile } from './source-text.js';

/**
 * Floors and imports that run back up, within one tree (src/core, or server/).
 *
 * - A module's floor is 1 + the highest floor of the modules it imports inside the tree
 *   (imports leaving the tree, such as server/ into src/core, count as ground): a module that
 *   imports nothing inside is on floor 1. Module cycles are refused by dependency-cruiser, so
 *   every module has a floor; a cycle met here anyway is cut where it is found.
 * - An area is the first folder under the tree's root (`src/core/booking/`, `server/catalog/`);
 *   a module at the root is an area of its own.
 * - Areas are drawn as a graph: A → B when a module of A imports one of B. An import between
 *   two areas runs back up when it is part of a cycle of areas: its target area leads back to
 *   its own through imports (the two areas sit in one strongly connected component). With no
 *   such import the areas stack as floors too, each above all it imports.
 */
export interface FloorReport {
  readonly floors: number;
  readonly floorOf: ReadonlyMap<string, number>;
  /** Imports between areas that are part of a cycle of areas, `from -> to`. */
  readonly backUp: readonly { readonly from: string; readonly to: string }[];
  /** Pairs of areas that import each other directly, `a <-> b`. */
  readonly mutualAreas: readonly string[];
}

export const areaOf = (root: string, path: string): string => {
  const rest = path.slice(root.length + 1).split('/');
  return rest.length > 1 ? `${root}/${rest[0]}` : path;
};

/** Tarjan's strongly connected components: each node to the id of its component. */
const components = (graph: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  let components = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (!component.has(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) === index.get(node)) {
      let member: string;
      do {
        member = stack.pop() as string;
        component.set(member, components);
      } while (member !== node);
      components++;
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return component;
};

export const floorReport = (root: string, files: readonly SourceFile[]): FloorReport => {
  const inTree = new Set(files.map((file) => file.path));
  const imports = new Map(
    files.map((file) => [file.path, relativeImports(file).filter((target) => inTree.has(target))]),
  );
  const floorOf = new Map<string, number>();
  const climbing = new Set<string>();
  const floor = (path: string): number => {
    const known = floorOf.get(path);
    if (known !== undefined) return known;
    if (climbing.has(path)) return 0; // a module cycle: cut here
    climbing.add(path);
    const below = (imports.get(path) ?? []).map(floor);
    climbing.delete(path);
    const result = 1 + Math.max(0, ...below);
    floorOf.set(path, result);
    return result;
  };
  for (const file of files) floor(file.path);

  const areaGraph = new Map<string, Set<string>>();
  for (const [from, targets] of imports) {
    const area = areaOf(root, from);
    const edges = areaGraph.get(area) ?? new Set<string>();
    areaGraph.set(area, edges);
    for (const to of targets) if (areaOf(root, to) !== area) edges.add(areaOf(root, to));
  }
  const component = components(areaGraph);
  const backUp: { from: string; to: string }[] = [];
  for (const [from, targets] of imports) {
    for (const to of targets) {
      const [a, b] = [areaOf(root, from), areaOf(root, to)];
      if (a !== b && component.get(a) === component.get(b)) backUp.push({ from, to });
    }
  }
  const mutualAreas = [...areaGraph]
    .flatMap(([a, targets]) =>
      [...targets].filter((b) => a < b && areaGraph.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    )
    .sort();
  return { floors: Math.max(0, ...floorOf.values()), floorOf, backUp, mutualAreas };
};
