import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOAD_GROUPS, inLoadGroup, type LoadGroup } from './load-groups.ts';

/*
 * The build's check that the load groups hold (load-groups.ts): moving or renaming a web file must not
 * silently change what a page downloads. The build fails when
 * - a group has no module in the browser bundle (its folders were emptied or renamed);
 * - a web file in a group's folder is not in the browser bundle (it would load with nothing: a server-only
 *   or dead file in the wrong folder);
 * - a group's modules are spread over several chunks, or share a chunk with another group's.
 */

/** A chunk of the build: its file and the ids of the modules in it. */
export interface BuiltChunk {
  readonly fileName: string;
  readonly moduleIds: readonly string[];
}

/** What is wrong with the groups in this build, one sentence each (none: all hold). */
export function loadGroupProblems(input: {
  groups: readonly LoadGroup[];
  folderFiles: readonly string[];
  chunks: readonly BuiltChunk[];
}): string[] {
  const problems: string[] = [];
  const chunkOf = new Map<string, string>();
  for (const chunk of input.chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk.fileName);
  const groupOfChunk = new Map<string, string>();
  for (const group of input.groups) {
    const members = [...chunkOf.keys()].filter((id) => inLoadGroup(id, group));
    if (members.length === 0) {
      problems.push(
        `The load group '${group.name}' has no module in the browser bundle: its folders or package modules are gone.`,
      );
      continue;
    }
    const chunks = new Set(members.map((id) => chunkOf.get(id)!));
    if (chunks.size > 1)
      problems.push(
        `The load group '${group.name}' is spread over ${chunks.size} chunks: ${[...chunks].join(', ')}.`,
      );
    for (const chunk of chunks) {
      const other = groupOfChunk.get(chunk);
      if (other !== undefined)
        problems.push(`The load groups '${other}' and '${group.name}' share the chunk ${chunk}.`);
      groupOfChunk.set(chunk, group.name);
    }
  }
  for (const file of input.folderFiles) {
    if (!chunkOf.has(file))
      problems.push(
        `${file} is in a load group's folder but not in the browser bundle: move it out of the folder.`,
      );
  }
  return problems;
}

/** The web files (not tests) in the groups' folders under `appDir`, as absolute paths. */
export function filesInGroupFolders(appDir: string, groups: readonly LoadGroup[] = LOAD_GROUPS): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        /\.tsx?$/.test(entry.name) &&
        groups.some((group) => group.folder === true && inLoadGroup(path, group))
      )
        files.push(path);
    }
  };
  walk(appDir);
  return files;
}

/** The Vite plugin: checks the browser bundle once it is written (the server build has no chunk groups). */
export function loadGroupCheckPlugin(appDir: string): Plugin {
  return {
    name: 'ordina-load-group-check',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, moduleIds: output.moduleIds }] : [],
      );
      const problems = loadGroupProblems({
        groups: LOAD_GROUPS,
        folderFiles: filesInGroupFolders(appDir),
        chunks,
      });
      if (problems.length > 0) this.error(`Load groups (apps/web/load-groups.ts):\n${problems.join('\n')}`);
    },
  };
}
