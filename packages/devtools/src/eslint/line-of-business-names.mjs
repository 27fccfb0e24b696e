/**
 * One word for a line of business in code: `IntakeCategory` (README, "Glossary"). This rule
 * refuses new names that spell it `Lob`/`LOB`/`lobs` or `lineOfBusiness` (as a word of the
 * name: `blob`, `sublob` and `global` pass). It looks at the names code declares (variables,
 * functions, parameters, classes, types, destructured names, RTK Query endpoints), not at
 * property keys or type members, which are the wire's names and stay as the API spells them.
 *
 * Options: `{ allow: { [name]: why } }`, the names kept as they are, each with its reason.
 */

/** The words of an identifier: `useBdxLobsQuery` -> use, bdx, lobs, query; `LOB_LIST` -> lob, list; `LOBs` -> lobs. */
export const wordsOf = (name) => (name.match(/[A-Z]+s(?![a-z])|[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? []).map((word) => word.toLowerCase());

/** Whether a name spells a line of business another way than the glossary's. */
export function namesLineOtherwise(name) {
  const words = wordsOf(name);
  // `subLob` is the glossary's sublob (a class of the line), not the line.
  if (words.some((word, at) => (word === 'lob' || word === 'lobs') && words[at - 1] !== 'sub')) return true;
  return words.some((word, at) => word === 'line' && words[at + 1] === 'of' && /^business(es)?$/.test(words[at + 2] ?? ''));
}

/** The identifiers a binding pattern declares (`a`, `{ b, c: d }`, `[e, ...f]`, `g = 1`). */
function bindingNames(pattern) {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) => bindingNames(property.type === 'RestElement' ? property.argument : property.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => bindingNames(element));
    case 'RestElement':
      return bindingNames(pattern.argument);
    case 'AssignmentPattern':
      return bindingNames(pattern.left);
    case 'TSParameterProperty':
      return bindingNames(pattern.parameter);
    default:
      return [];
  }
}

const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A line of business is named IntakeCategory in code (README glossary), never Lob or lineOfBusiness.' },
    schema: [{ type: 'object', properties: { allow: { type: 'object', additionalProperties: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      otherName:
        "'{{name}}' names a line of business another way: the code's word is IntakeCategory (intakeCategory…, README glossary). Wire names stay as the API spells them; a name fixed by a contract goes in the rule's allow list with its reason.",
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? {};
    const check = (node) => {
      if (node && node.type === 'Identifier' && !(node.name in allow) && namesLineOtherwise(node.name)) {
        context.report({ node, messageId: 'otherName', data: { name: node.name } });
      }
    };
    const checkFunction = (node) => {
      check(node.id);
      for (const param of node.params) bindingNames(param).forEach(check);
    };
    return {
      VariableDeclarator: (node) => bindingNames(node.id).forEach(check),
      FunctionDeclaration: checkFunction,
      FunctionExpression: checkFunction,
      ArrowFunctionExpression: checkFunction,
      CatchClause: (node) => bindingNames(node.param).forEach(check),
      ClassDeclaration: (node) => check(node.id),
      TSInterfaceDeclaration: (node) => check(node.id),
      TSTypeAliasDeclaration: (node) => check(node.id),
      TSEnumDeclaration: (node) => check(node.id),
      // An RTK Query endpoint's key names its hooks (bdxLobs -> useBdxLobsQuery).
      "Property[value.type='CallExpression'][value.callee.property.name=/^(query|mutation|infiniteQuery)$/]": (node) => check(node.key),
    };
  },
};

export default { rules: { 'line-of-business-names': rule } };
