// The direction inside one package ("room"): its folders stand on floors, and product code imports only from its own
// folder or from a floor below. scripts/checkDependencies.ts applies every room declared in scripts/floors/.
import path from 'node:path';

export type Floor = {
  /** Folders of the room (relative to its root) that stand on this floor. */
  folders: string[];
  /** When set, the folders of this floor may not import each other (e.g. one page area from another). */
  siblingsSealed?: boolean;
};

export type RoomFloors = {
  /** The room's source folder, relative to the repository root, e.g. `app/src`. */
  root: string;
  /** Top floor first. A file may import from its own folder and from any floor below, never from a floor above. */
  floors: Floor[];
  /**
   * Entry points outside every floor (files such as `main.tsx`, or a folder such as a build-time renderer): they may
   * import anything, and nothing inside a floor may import them.
   */
  entries: string[];
};

type Placement = { floor: number; folder: string } | { entry: true } | undefined;

function placementOf(room: RoomFloors, fileFromRoot: string): Placement {
  for (const [floor, { folders }] of room.floors.entries()) {
    const folder = folders.find(
      (candidate) => fileFromRoot === candidate || fileFromRoot.startsWith(`${candidate}/`),
    );
    if (folder) return { floor, folder };
  }
  if (room.entries.some((entry) => fileFromRoot === entry || fileFromRoot.startsWith(`${entry}/`)))
    return { entry: true };
  return undefined;
}

/**
 * The violations of one room's direction by one product-code file, given the files (repository-relative, `/`
 * separated, extension included) that its relative imports resolve to.
 */
export function floorViolations(room: RoomFloors, file: string, importedFiles: string[]): string[] {
  const inRoom = (candidate: string) => candidate.startsWith(`${room.root}/`);
  if (!inRoom(file)) return [];
  const fromRoot = (candidate: string) => path.posix.relative(room.root, candidate);
  const here = placementOf(room, fromRoot(file));
  if (here === undefined) return [`${file}: stands on no floor of ${room.root} (scripts/floors/)`];
  if ('entry' in here) return [];
  const problems: string[] = [];
  for (const target of importedFiles.filter(inRoom)) {
    const there = placementOf(room, fromRoot(target));
    const say = (why: string) => problems.push(`${file}: imports ${target}: ${why}`);
    if (there === undefined) say(`${target} stands on no floor of ${room.root}`);
    else if ('entry' in there)
      say(`${fromRoot(target)} is an entry point of ${room.root}; floors do not import it`);
    else if (there.floor < here.floor)
      say(
        `${there.folder} stands above ${here.folder} in ${room.root} (scripts/floors/); imports point down`,
      );
    else if (
      there.floor === here.floor &&
      there.folder !== here.folder &&
      room.floors[here.floor]?.siblingsSealed
    )
      say(`${here.folder} and ${there.folder} are sealed siblings; move what both need to a floor below`);
  }
  return problems;
}
