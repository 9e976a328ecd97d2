/**
 * For translators: which pages are published in each language, and any catalog that is out of
 * step with English (a missing or extra key, a changed {{placeholder}}). Exits 1 on a problem.
 */
import { compareCatalogs, flatten, namespacesOf, readCatalog } from './catalog-diff';

const source = 'en';
const translations = ['ja'];
let failed = false;

for (const locale of translations) {
  const present = new Set(namespacesOf(locale));
  console.log(
    `\n${locale}: ${present.size} of ${namespacesOf(source).length} namespaces translated`,
  );
  for (const namespace of namespacesOf(source)) {
    const keys = flatten(readCatalog(source, namespace)).size;
    if (!present.has(namespace)) {
      console.log(
        `  -     ${namespace} (${keys} keys) not translated yet: its pages stay English-only`,
      );
      continue;
    }
    const problems = compareCatalogs(
      readCatalog(source, namespace),
      readCatalog(locale, namespace),
    );
    console.log(`  ${problems.length ? 'FAIL' : 'ok  '}  ${namespace} (${keys} keys)`);
    for (const { key, problem, detail } of problems) {
      console.log(`          ${problem}: ${key}${detail ? ` (${detail})` : ''}`);
    }
    if (problems.length) failed = true;
  }
  for (const namespace of present) {
    if (!namespacesOf(source).includes(namespace)) {
      console.log(`  FAIL  ${namespace}: no English source`);
      failed = true;
    }
  }
}

process.exitCode = failed ? 1 : 0;
