import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take far longer than the rest (measured: docs/benchmarks.md, "The suite's
 * time"), started first so that they run beside the others instead of alone at the end. A
 * fresh clone has no timings of its own (Vitest's cache orders by them once it has them).
 */
export const SLOW_FILES = [
  // Screens with many flows each (60–120 s alone on a loaded 2-core machine).
  /src\/features\/review\/review\.test\.tsx$/,
  /src\/features\/recruiter-jobs\/recruiterJobs\.test\.tsx$/,
  /src\/app\/listFailures\.test\.tsx$/,
  /src\/features\/jobs\/jobs\.test\.tsx$/,
  // The contract and the fuzzer against the standalone mock server (the last of the Node
  // project's files otherwise).
  /scripts\/contract\.test\.ts$/,
  // The real Firebase Auth emulator, where Java is installed: a process to start, then the SDK.
  /src\/mocks\/server\/firebaseEmulator\.real\.test\.ts$/,
];

const rank = (file: TestSpecification) => {
  const index = SLOW_FILES.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? SLOW_FILES.length : index;
};

/** Vitest's order (by past durations, else by size), with the slow files first. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
