// Builds Google's myanmar-tools (Zawgyi detector and converter) for the browser from the package's own
// sources, as its gulpfile's browser build does. Why not the package's main module: 1.1.3's build_node/
// decodes the model with Node's `Buffer`, which webpack 5 does not provide (in a browser the detector throws
// "Buffer is not defined"), and 1.2.0 ships no build at all (its index.js requires the missing build_node/).
// Its src/*.ts are templates the gulpfile fills in; this does the same, at bundle time, from the files of the
// pinned package, so nothing of it is copied into the repository.
const fs = require('node:fs');
const path = require('node:path');

/** The two source files of the package this builds (a webpack rule's test, a jest transform's pattern). */
const MYANMAR_TOOLS_SOURCES = /[\\/]myanmar-tools[\\/]src[\\/]zawgyi_(?:detector|converter)\.ts$/;

/** What the gulpfile puts in place of each placeholder: the model (base64) and the converter's rule tables. */
const FILLS = [
  {
    placeholder: '"<BASE64_DATA_PLACEHOLDER>"',
    file: 'zawgyiUnicodeModel.dat',
    as: (data) => JSON.stringify(data.toString('base64')),
  },
  ...['Z2U', 'U2Z', 'ZNorm'].map((name) => ({
    placeholder: `declare function getAllRules${name}(): TranslitRule[][]; // PLACEHOLDER`,
    file: `${name}.js`,
    as: (data) => data.toString('utf8'),
  })),
];

/**
 * Keeps the `// @if !NODEJS` blocks and drops the `// @if NODEJS` ones, as gulp-preprocess does with
 * NODEJS false: the browser branch decodes the model with `atob` and skips the model's magic-number checks.
 * Any other directive is an error, so a new version of the package that changes its template is noticed here.
 */
function browserBranches(source, file) {
  const out = [];
  let keep = null;
  for (const line of source.split('\n')) {
    const directive = /^\s*\/\/\s*@(if|endif)\b\s*(\S*)/.exec(line);
    if (!directive) {
      if (keep !== false) out.push(line);
      continue;
    }
    const [, word, condition] = directive;
    if (word === 'if' && keep === null && (condition === 'NODEJS' || condition === '!NODEJS'))
      keep = condition === '!NODEJS';
    else if (word === 'endif' && keep !== null) keep = null;
    else throw new Error(`myanmar-tools: unexpected "${line.trim()}" in ${file}`);
  }
  if (keep !== null) throw new Error(`myanmar-tools: an @if without @endif in ${file}`);
  return out.join('\n');
}

/** The browser build of one source file: placeholders filled from `resources/`, the Node.js branches dropped. */
function buildMyanmarTools(source, file) {
  const resources = path.join(path.dirname(file), '..', 'resources');
  const used = [];
  let built = source;
  for (const fill of FILLS) {
    if (!built.includes(fill.placeholder)) continue;
    const resource = path.join(resources, fill.file);
    used.push(resource);
    // A function, not a string: `$&` and the like in the rule tables must not be read as replacement patterns.
    built = built.replace(fill.placeholder, () => fill.as(fs.readFileSync(resource)));
  }
  if (/PLACEHOLDER/.test(built))
    throw new Error(`myanmar-tools: a placeholder this build does not know is left in ${file}`);
  return { code: browserBranches(built, file), resources: used };
}

/** The webpack loader (before swc-loader, which strips the types). */
function myanmarToolsLoader(source) {
  const { code, resources } = buildMyanmarTools(source, this.resourcePath);
  for (const resource of resources) this.addDependency(resource);
  return code;
}

module.exports = myanmarToolsLoader;
module.exports.buildMyanmarTools = buildMyanmarTools;
module.exports.MYANMAR_TOOLS_SOURCES = MYANMAR_TOOLS_SOURCES;
