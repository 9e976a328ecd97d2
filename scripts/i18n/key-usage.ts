/**
 * Which catalog keys the code uses, read from the source without running it.
 *
 * A call of a translation function (`t` from `useT('team')`, `useLooseT('articles')`,
 * `i18n.getFixedT(locale, 'common')`, a `t: LooseT` parameter…), `phrases(t, key)` and a Trans
 * `i18nKey` name a key.
 * When the namespace is a string literal, the key is looked up in that namespace; otherwise in any.
 *
 * A template such as `sections.${id}.heading` stands for the keys its placeholders can spell, as
 * TypeScript's type checker knows them: when `id` has a finite type (`'intro' | 'rights'`, an id
 * from a content registry typed `as const`, `keyof typeof items`, a number literal union), exactly
 * those values, so a key whose id left the content stops counting as used. A placeholder whose
 * type is open (plain `string`) stands for one or more characters that neither start nor end a
 * segment (`sections.*.heading`): such a reference is imprecise, and `unresolved` names what the
 * checker could not resolve, so `npm run i18n:check` can say where the code reads keys it cannot
 * list. A `const` named in a template (`const base = \`sections.${id}\``, then `${base}.title`) is
 * read through to its own template.
 *
 * Any other string literal or template in the code that spells a whole key (the route table's
 * `meta.title`, `items.${id}.title`) also counts as a use: data that names keys.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Whether a key is one a reference names. */
export interface KeyMatcher {
  test(key: string): boolean;
}

export interface KeyReference {
  file: string;
  line: number;
  /** The key as written, `${…}` included. */
  text: string;
  /** The namespace, when the code names it with a literal. */
  namespace?: string;
  pattern: KeyMatcher;
  /** A translation call or i18nKey (must exist), rather than a string that happens to spell a key. */
  call: boolean;
  /** The `${…}` whose values the type checker cannot list (type `string`…): empty when precise. */
  unresolved: string[];
}

const root = resolve(import.meta.dirname, '..', '..');
const scannedFolders = ['src', 'scripts', 'server'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

/**
 * A program over the scanned files with the repository's compiler options (tsconfig.base.json) and
 * only ES2023's library: the values of a key's placeholders come from the project's own code (its
 * content registries, unions, `as const` lists), so imports of packages are left unresolved, which
 * keeps the program to the project's files and the check to seconds.
 */
const libraryFolder = dirname(ts.getDefaultLibFilePath({}));
const libraryFiles = new Map<string, ts.SourceFile>();

function createProgram(files: readonly string[]): ts.Program {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), (path) =>
    ts.sys.readFile(path),
  ) as { config?: { compilerOptions?: unknown } };
  const { options } = ts.convertCompilerOptionsFromJson(config?.compilerOptions ?? {}, root);
  const settings: ts.CompilerOptions = {
    ...options,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts'],
    types: [],
    noEmit: true,
  };
  const host = ts.createCompilerHost(settings);
  const readSource = host.getSourceFile.bind(host);
  // The library is the same for every scan: parse it once (the tests scan many small folders).
  host.getSourceFile = (fileName, language, ...rest) => {
    if (!fileName.startsWith(libraryFolder)) return readSource(fileName, language, ...rest);
    const cached = libraryFiles.get(fileName) ?? readSource(fileName, language, ...rest);
    if (cached) libraryFiles.set(fileName, cached);
    return cached;
  };
  host.resolveModuleNameLiterals = (literals, containingFile, _redirect, resolving) =>
    literals.map((literal) => {
      const { resolvedModule } = ts.resolveModuleName(
        literal.text,
        containingFile,
        resolving,
        host,
      );
      return {
        resolvedModule: resolvedModule?.isExternalLibraryImport ? undefined : resolvedModule,
      };
    });
  return ts.createProgram({ rootNames: files, options: settings, host });
}

/** Functions whose result (or its `t`) translates: the hook name → where its namespace is. */
const translatorFactories: Record<string, number> = {
  useT: 0,
  useLooseT: 0,
  useTranslation: 0,
  getFixedT: 1,
};
const translatorTypes = /^(LooseT|TFunction)\b/;

function calleeName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isAwaitExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The namespace a translator factory call names, if it is a literal. */
function factoryNamespace(call: ts.CallExpression): { isFactory: boolean; namespace?: string } {
  const name = calleeName(call.expression);
  const index = name === undefined ? undefined : translatorFactories[name];
  if (index === undefined) return { isFactory: false };
  const argument = call.arguments[index];
  return {
    isFactory: true,
    namespace: argument && ts.isStringLiteralLike(argument) ? argument.text : undefined,
  };
}

/** A piece of a key: literal text, one of a finite set of values, or anything (`${…}: string`). */
type Piece = { text: string } | { values: readonly string[] } | { any: string };

/**
 * Whether `key` is one the pieces spell. Walks the key once per piece, keeping the set of positions
 * reached so far (no backtracking): a literal or value must come next; an open placeholder covers
 * one or more characters that neither start nor end with a dot (one or more whole segments, or
 * part of one beside literal text, as in `errors.${name}Format`).
 */
export function matchPieces(pieces: readonly Piece[], key: string): boolean {
  let positions = new Set([0]);
  for (const piece of pieces) {
    const next = new Set<number>();
    for (const at of positions) {
      if ('text' in piece) {
        if (key.startsWith(piece.text, at)) next.add(at + piece.text.length);
      } else if ('values' in piece) {
        for (const value of piece.values)
          if (key.startsWith(value, at)) next.add(at + value.length);
      } else if (at < key.length && key[at] !== '.') {
        for (let end = at + 1; end <= key.length; end += 1) if (key[end - 1] !== '.') next.add(end);
      }
    }
    if (next.size === 0) return false;
    positions = next;
  }
  return positions.has(key.length);
}

/** The literal values of a finite type (`'a' | 'b'`, `1 | 2`), or undefined when it is open. */
function literalValues(checker: ts.TypeChecker, type: ts.Type): string[] | undefined {
  const constraint = type.isTypeParameter() ? checker.getBaseConstraintOfType(type) : type;
  if (!constraint) return undefined;
  const members = constraint.isUnion() ? constraint.types : [constraint];
  const values: string[] = [];
  for (const member of members) {
    if (member.isStringLiteral()) values.push(member.value);
    else if (member.isNumberLiteral()) values.push(String(member.value));
    // `undefined` and `null` spell no key (`value ?? fallback` has already dropped them).
    else if (!(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) return undefined;
  }
  return values.length > 0 ? values : undefined;
}

/** Reads every source file once and answers which keys are used, and where. */
export function scanKeyReferences(
  folders: readonly string[] = scannedFolders.map((folder) => join(root, folder)),
): KeyReference[] {
  const files = folders.flatMap((folder) => sourceFiles(folder));
  const program = createProgram(files);
  const checker = program.getTypeChecker();
  const references: KeyReference[] = [];

  /** The pieces of a key template, its placeholders resolved by the type checker. */
  const piecesOf = (
    node: ts.StringLiteralLike | ts.TemplateExpression,
    unresolved: string[],
    depth = 0,
  ): Piece[] => {
    if (!ts.isTemplateExpression(node)) return [{ text: node.text }];
    const pieces: Piece[] = [{ text: node.head.text }];
    for (const span of node.templateSpans) {
      pieces.push(...placeholder(span.expression, unresolved, depth));
      pieces.push({ text: span.literal.text });
    }
    return pieces;
  };

  const placeholder = (expression: ts.Expression, unresolved: string[], depth: number): Piece[] => {
    const values = literalValues(checker, checker.getTypeAtLocation(expression));
    if (values) return [{ values }];
    // `${base}` where `const base = \`sections.${id}\``: read through to that template.
    const value = unwrap(expression);
    const declaration = ts.isIdentifier(value)
      ? checker.getSymbolAtLocation(value)?.valueDeclaration
      : undefined;
    if (
      depth < 4 &&
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      ts.isVariableDeclarationList(declaration.parent) &&
      declaration.parent.flags & ts.NodeFlags.Const &&
      declaration.initializer
    ) {
      const initializer = unwrap(declaration.initializer);
      if (ts.isStringLiteralLike(initializer) || ts.isTemplateExpression(initializer)) {
        return piecesOf(initializer, unresolved, depth + 1);
      }
    }
    unresolved.push(expression.getText());
    return [{ any: expression.getText() }];
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const name = relative(root, file);
    /** Translator names bound in this file, with their namespace when known. */
    const translators = new Map<string, string | undefined>([['t', undefined]]);
    const lineOf = (node: ts.Node) =>
      source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

    const bind = (target: ts.BindingName, initializer: ts.Expression | undefined) => {
      if (!initializer) return;
      const value = unwrap(initializer);
      if (!ts.isCallExpression(value)) return;
      const { isFactory, namespace } = factoryNamespace(value);
      if (!isFactory) return;
      if (ts.isIdentifier(target)) translators.set(target.text, namespace);
      if (ts.isObjectBindingPattern(target)) {
        for (const element of target.elements) {
          const property = element.propertyName ?? element.name;
          if (ts.isIdentifier(property) && property.text === 't' && ts.isIdentifier(element.name)) {
            translators.set(element.name.text, namespace);
          }
        }
      }
    };

    const keyArgument = (node: ts.Expression, namespace: string | undefined, call: boolean) => {
      const value = unwrap(node);
      if (!ts.isStringLiteralLike(value) && !ts.isTemplateExpression(value)) return false;
      const unresolved: string[] = [];
      const pieces = piecesOf(value, unresolved);
      // A data template made of placeholders alone (`${prefix}.${name}`) builds paths, not keys.
      const literal = pieces.some((piece) => 'text' in piece && /\w/.test(piece.text));
      if (!call && unresolved.length > 0 && !literal) return true;
      // `team:heading` names its namespace itself.
      const [head] = pieces;
      const prefix = head && 'text' in head ? /^([\w-]+):/.exec(head.text) : null;
      if (prefix && head && 'text' in head) pieces[0] = { text: head.text.slice(prefix[0].length) };
      references.push({
        file: name,
        line: lineOf(value),
        text: value.getText(source),
        namespace: prefix ? prefix[1] : namespace,
        call,
        pattern: { test: (key) => matchPieces(pieces, key) },
        unresolved,
      });
      return true;
    };

    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node)) bind(node.name, node.initializer);
      if (ts.isParameter(node) || ts.isPropertySignature(node)) {
        if (
          node.type &&
          translatorTypes.test(node.type.getText(source)) &&
          ts.isIdentifier(node.name)
        ) {
          translators.set(node.name.text, undefined);
        }
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 't') {
        const value = unwrap(node.initializer);
        if (ts.isCallExpression(value) && factoryNamespace(value).isFactory)
          translators.set('t', undefined);
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const callee = node.expression.text;
        const [first] = node.arguments;
        if (translators.has(callee) && first && keyArgument(first, translators.get(callee), true)) {
          ts.forEachChild(node, (child) => (child === first ? undefined : visit(child)));
          return;
        }
        // `phrases(t, key, values)` (src/i18n/phrases.tsx) is a call of `t` with its text set
        // between phrases.
        const [translator, key] = node.arguments;
        if (
          callee === 'phrases' &&
          translator &&
          key &&
          ts.isIdentifier(translator) &&
          translators.has(translator.text) &&
          keyArgument(key, translators.get(translator.text), true)
        ) {
          ts.forEachChild(node, (child) => (child === key ? undefined : visit(child)));
          return;
        }
      }
      if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey' && node.initializer) {
        const value = ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
        if (value && keyArgument(value, undefined, true)) return;
      }
      if (ts.isStringLiteralLike(node) && /^[\w-]+(\.[\w-]+)+$/.test(node.text)) {
        keyArgument(node, undefined, false);
      }
      // An object that names keys (`{ title: 'meta.title', heading: 'heading' }`): its one-word
      // values are keys too.
      if (ts.isObjectLiteralExpression(node)) {
        const values = node.properties
          .filter(ts.isPropertyAssignment)
          .map((property) => property.initializer)
          .filter(ts.isStringLiteralLike);
        if (values.some((value) => /^[\w-]+(\.[\w-]+)+$/.test(value.text))) {
          for (const value of values) {
            if (/^[\w-]+$/.test(value.text)) keyArgument(value, undefined, false);
          }
        }
      }
      if (ts.isTemplateExpression(node)) {
        const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        if (/^[\w.-]+$/.test(text.join('')) && text.join('').includes('.')) {
          keyArgument(node, undefined, false);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return references;
}

/** i18next plural forms: `files_one` and `files_other` are both the key `files`. */
export function pluralBase(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}
