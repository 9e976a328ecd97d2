/**
 * Which catalog keys the code uses, read from the source without running it.
 *
 * A call of a translation function (`t` from `useT('team')`, `useLooseT('articles')`,
 * `i18n.getFixedT(locale, 'common')`, a `t: LooseT` parameter…) and a Trans `i18nKey` name a key.
 * When the namespace is a string literal, the key is looked up in that namespace; otherwise in any.
 * A template such as `sections.${id}.heading` becomes a pattern: each `${…}` stands for one or
 * more dot-separated words that appear as literals somewhere in the code (the ids of the content
 * model), so a key whose id was deleted from the content stops counting as used.
 *
 * Any other string literal or template in the code that spells a whole key (the route table's
 * `meta.title`, `items.${id}.title`) also counts as a use: data that names keys.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface KeyReference {
  file: string;
  line: number;
  /** The key as written, `${…}` included. */
  text: string;
  /** The namespace, when the code names it with a literal. */
  namespace?: string;
  pattern: RegExp;
  /** A translation call or i18nKey (must exist), rather than a string that happens to spell a key. */
  call: boolean;
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

interface Parts {
  head: string;
  spans: string[];
}

function templateParts(node: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral): Parts {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return { head: node.text, spans: [] };
  return {
    head: node.head.text,
    spans: node.templateSpans.map((span) => span.literal.text),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads every source file once and answers which keys are used, and where. */
export function scanKeyReferences(
  folders: readonly string[] = scannedFolders.map((folder) => join(root, folder)),
): KeyReference[] {
  const files = folders.flatMap((folder) => sourceFiles(folder));
  const tokens = new Set<string>();
  const tokenPatterns = new Set<string>();
  const raw: (Omit<KeyReference, 'pattern'> & { parts: Parts })[] = [];

  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
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
      if (ts.isStringLiteralLike(value) || ts.isTemplateExpression(value)) {
        const parts = ts.isStringLiteral(value)
          ? { head: value.text, spans: [] }
          : templateParts(value);
        // `team:heading` names its namespace itself.
        const prefix = /^([\w-]+):/.exec(parts.head);
        raw.push({
          file: name,
          line: lineOf(value),
          text: value.getText(source),
          namespace: prefix ? prefix[1] : namespace,
          call,
          parts: prefix ? { ...parts, head: parts.head.slice(prefix[0].length) } : parts,
        });
        return true;
      }
      return false;
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
      }
      if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey' && node.initializer) {
        const value = ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
        if (value && keyArgument(value, undefined, true)) return;
      }
      if (ts.isStringLiteralLike(node)) {
        if (/^[\w-]+$/.test(node.text)) tokens.add(node.text);
        if (node.text.includes('.') && /^[\w-]+(\.[\w-]+)+$/.test(node.text)) {
          keyArgument(node, undefined, false);
        }
      }
      if (ts.isNumericLiteral(node)) tokens.add(node.text);
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
        const parts = templateParts(node);
        const text = [parts.head, ...parts.spans].join('');
        if (/^[\w-]*$/.test(text)) {
          tokenPatterns.add([parts.head, ...parts.spans].map(escape).join('[\\w-]+'));
        } else if (/^[\w.-]+$/.test(text) && text.includes('.')) {
          keyArgument(node, undefined, false);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const word = `(?:${[...[...tokens].map(escape), ...tokenPatterns].join('|')})`;
  const words = `${word}(?:\\.${word})*`;
  return raw.map(({ parts, ...reference }) => ({
    ...reference,
    pattern: new RegExp(`^${[parts.head, ...parts.spans].map(escape).join(words)}$`),
  }));
}

/** i18next plural forms: `files_one` and `files_other` are both the key `files`. */
export function pluralBase(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}
