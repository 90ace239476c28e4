// Turn graphql-js errors into the shapes Shopify's Storefront API (graphql-ruby) answers with:
// {message, locations, path?, extensions: {code, ...}} using graphql-ruby's wording and codes where we know them.

import {randomUUID} from 'node:crypto';

const locationsOf = (error) =>
  error.locations?.length ? error.locations.map(({line, column}) => ({line, column})) : undefined;

/** @type {Array<[RegExp, (m: RegExpExecArray, opName: string) => {message: string, extensions: Record<string, unknown>}]>} */
const VALIDATION_RULES = [
  [
    /^Cannot query field "(\w+)" on type "(\w+)"\./,
    (m) => ({
      message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
      extensions: {code: 'undefinedField', typeName: m[2], fieldName: m[1]},
    }),
  ],
  [
    /^Unknown argument "(\w+)" on field "(\w+)\.(\w+)"\./,
    (m) => ({
      message: `Field '${m[3]}' doesn't accept argument '${m[1]}'`,
      extensions: {code: 'argumentNotAccepted', name: m[3], typeName: 'Field', argumentName: m[1]},
    }),
  ],
  [
    /^Unknown argument "(\w+)" on directive "@(\w+)"\./,
    (m) => ({
      message: `Directive '@${m[2]}' doesn't accept argument '${m[1]}'`,
      extensions: {
        code: 'argumentNotAccepted',
        name: m[2],
        typeName: 'Directive',
        argumentName: m[1],
      },
    }),
  ],
  [
    /^Field "(?:(\w+)\.)?(\w+)" argument "(\w+)" of type "(.+)" is required, but it was not provided\./,
    (m) => ({
      message: `Field '${m[2]}' is missing required arguments: ${m[3]}`,
      extensions: {
        code: 'missingRequiredArguments',
        className: 'Field',
        name: m[2],
        arguments: m[3],
      },
    }),
  ],
  [
    /^Field "(\w+)" of type "(.+)" must have a selection of subfields\./,
    (m) => ({
      message: `Field must have selections (field '${m[1]}' returns ${m[2].replace(/[![\]]/g, '')} but has no selections. Did you mean '${m[1]} { ... }'?)`,
      extensions: {
        code: 'selectionMismatch',
        nodeName: `field '${m[1]}'`,
        typeName: m[2].replace(/[![\]]/g, ''),
      },
    }),
  ],
  [
    /^Field "(\w+)" must not have a selection since type "(.+)" has no subfields\./,
    (m) => ({
      message: `Selections can't be made on scalars (field '${m[1]}' returns ${m[2].replace(/[![\]]/g, '')} but has selections [...])`,
      extensions: {
        code: 'selectionMismatch',
        nodeName: `field '${m[1]}'`,
        typeName: m[2].replace(/[![\]]/g, ''),
      },
    }),
  ],
  [
    /^Unknown type "(\w+)"\./,
    (m) => ({
      message: `No such type ${m[1]}, so it can't be a fragment condition`,
      extensions: {code: 'undefinedType', typeName: m[1]},
    }),
  ],
  [
    /^Unknown directive "@(\w+)"\./,
    (m) => ({
      message: `Directive @${m[1]} is not defined`,
      extensions: {code: 'undefinedDirective', directiveName: m[1]},
    }),
  ],
  [
    /^Unknown fragment "(\w+)"\./,
    (m) => ({
      message: `Fragment ${m[1]} was used, but not defined`,
      extensions: {code: 'useAndDefineFragment', fragmentName: m[1]},
    }),
  ],
  [
    /^Fragment "(\w+)" is never used\./,
    (m) => ({
      message: `Fragment ${m[1]} was defined, but not used`,
      extensions: {code: 'useAndDefineFragment', fragmentName: m[1]},
    }),
  ],
  [
    /^Variable "\$(\w+)" is never used(?: in operation "(\w+)")?\./,
    (m, op) => ({
      message: `Variable $${m[1]} is declared by ${m[2] ?? op} but not used`,
      extensions: {code: 'variableNotUsed', variableName: m[1]},
    }),
  ],
  [
    /^Variable "\$(\w+)" is not defined(?: by operation "(\w+)")?\./,
    (m, op) => ({
      message: `Variable $${m[1]} is used by ${m[2] ?? op} but not declared`,
      extensions: {code: 'variableNotDefined', variableName: m[1]},
    }),
  ],
  [
    /^Variable "\$(\w+)" of type "(.+)" used in position expecting type "(.+)"\./,
    (m) => ({
      message: `Type mismatch on variable $${m[1]} and argument (${m[2]} / ${m[3]})`,
      extensions: {code: 'variableMismatch', variableName: m[1], typeName: m[2]},
    }),
  ],
  [
    /^There can be only one operation named "(\w+)"\./,
    (m) => ({
      message: `Operation name "${m[1]}" must be unique`,
      extensions: {code: 'uniquelyNamedOperations', operationName: m[1]},
    }),
  ],
  [
    /^This anonymous operation must be the only defined operation\./,
    () => ({
      message: 'Operation name is required when multiple operations are present',
      extensions: {code: 'uniquelyNamedOperations'},
    }),
  ],
  [
    /^Fields "(\w+)" conflict because/,
    (m) => ({
      message: `Field '${m[1]}' has a field conflict`,
      extensions: {code: 'fieldConflict', fieldName: m[1]},
    }),
  ],
  [
    /(Enum "\w+" cannot represent|Expected value of type|cannot represent a non|Int cannot represent|String cannot represent|Boolean cannot represent|ID cannot represent)/,
    () => ({message: null, extensions: {code: 'argumentLiteralsIncompatible'}}),
  ],
];

/**
 * @param {import('graphql').GraphQLError} error
 * @param {string} [operationName]
 */
export function formatValidationError(error, operationName = 'anonymous query') {
  for (const [re, build] of VALIDATION_RULES) {
    const m = re.exec(error.message);
    if (m) {
      const {message, extensions} = build(m, operationName);
      return {
        message: message ?? error.message,
        locations: locationsOf(error),
        path: undefined,
        extensions,
      };
    }
  }
  return {
    message: error.message,
    locations: locationsOf(error),
    extensions: {code: 'GRAPHQL_VALIDATION_FAILED'},
  };
}

/** A syntax error from the parser. */
export function formatSyntaxError(error) {
  const loc = error.locations?.[0];
  const detail = error.message.replace(/^Syntax Error:\s*/, '');
  return {
    message: `Parse error: ${detail}${loc ? ` at [${loc.line}, ${loc.column}]` : ''}`,
    locations: locationsOf(error),
    extensions: {code: 'PARSE_ERROR'},
  };
}

/** Variable coercion errors raised before execution. */
export function formatVariableError(error) {
  let m = /^Variable "\$(\w+)" of required type "(.+)" was not provided\./.exec(error.message);
  if (m) {
    return {
      message: `Variable $${m[1]} of type ${m[2]} was provided invalid value`,
      locations: locationsOf(error),
      extensions: {
        code: 'INVALID_VARIABLE',
        value: null,
        problems: [{path: [], explanation: 'Expected value to not be null'}],
      },
    };
  }
  m =
    /^Variable "\$(\w+)" (?:of non-null type "(.+)" must not be null|got invalid value (.*?));?\s*(.*)$/s.exec(
      error.message,
    );
  if (m) {
    return {
      message: `Variable $${m[1]} of type ${m[2] ?? 'input'} was provided invalid value`,
      locations: locationsOf(error),
      extensions: {
        code: 'INVALID_VARIABLE',
        problems: [{path: [...(error.path ?? [])], explanation: (m[4] || error.message).trim()}],
      },
    };
  }
  return {
    message: error.message,
    locations: locationsOf(error),
    extensions: {code: 'INVALID_VARIABLE'},
  };
}

export function internalErrorMessage(requestId = randomUUID()) {
  return `Internal error. Looks like something went wrong on our end.\nRequest ID: ${requestId} (include this in support requests).`;
}

/**
 * An execution error: resolver GraphQLErrors keep their extensions; anything else is a bug in the stand-in and
 * is reported the way Shopify reports its own internal errors.
 * @param {import('graphql').GraphQLError} error
 * @param {string} requestId
 * @param {(e: unknown) => void} logBug
 */
export function formatExecutionError(error, requestId, logBug) {
  const original = error.originalError;
  const thrownByResolver = original && original.name === 'GraphQLError';
  if (
    (original && !thrownByResolver) ||
    /^Cannot return null for non-nullable field/.test(error.message)
  ) {
    // a bug in the stand-in, not the caller's fault: log it, answer like Shopify does
    logBug(original ?? error);
    return {
      message: internalErrorMessage(requestId),
      locations: locationsOf(error),
      path: error.path,
      extensions: {code: 'INTERNAL_SERVER_ERROR', requestId},
    };
  }
  return {
    message: error.message,
    locations: locationsOf(error),
    path: error.path,
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      ...(original?.extensions ?? {}),
      ...(error.extensions ?? {}),
    },
  };
}
