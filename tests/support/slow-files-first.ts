import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order, with each project's integration files first. Vitest starts the files that took longest
 * last time first, so that no long file starts last and leaves a core idle; with no timings yet (a clean
 * clone, a newcomer's first `npm test`) it starts the largest files first, and some of the longest files
 * are small ones that open a database. Integration files first, largest first, then the rest, gives the
 * unit files to the end, where they fill the cores as they come free.
 */
export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((project) => {
      const own = sorted.filter((file) => file.project.name === project);
      const integration = own.filter((file) => file.moduleId.includes(".integration.test."));
      return [...integration, ...own.filter((file) => !file.moduleId.includes(".integration.test."))];
    });
  }
}
