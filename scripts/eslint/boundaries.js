// The layout rules of ADR 018 and 081. `imports`, on every relative import: an API module reads
// another module through its service, never its repository; a web feature never imports another
// one. `tables`: an API module imports only its own context's tables, and writes no other's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const apiModules = /[/\\]apps[/\\]api[/\\]src[/\\]modules[/\\]([^/\\]+)[/\\]/;
const kernel = /[/\\]apps[/\\]api[/\\]src[/\\](plugins|lib|db)[/\\]/;
const webFeatures = /[/\\]apps[/\\]web[/\\]src[/\\]features[/\\]([^/\\]+)[/\\]/;

function areaOf(file, pattern) {
  return pattern.exec(file)?.[1] ?? null;
}

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string' || !source.startsWith('.')) return;
  const file = context.filename;
  const target = path.resolve(path.dirname(file), source);

  const module = areaOf(file, apiModules);
  const targetModule = areaOf(target, apiModules);
  if (module && targetModule && module !== targetModule && /\.repository(\.ts)?$/.test(target)) {
    context.report({ node: node.source, messageId: 'repository', data: { module: targetModule } });
  }

  if (kernel.test(file) && targetModule) {
    context.report({ node: node.source, messageId: 'kernel', data: { module: targetModule } });
  }

  const feature = areaOf(file, webFeatures);
  const targetFeature = areaOf(target, webFeatures);
  if (feature && targetFeature && feature !== targetFeature) {
    context.report({ node: node.source, messageId: 'feature', data: { feature: targetFeature } });
  }
}

/**
 * Declared read models: files that read other contexts' tables to answer one screen in one
 * statement. They may import those tables; they never write them (the `write` check still runs).
 */
export const READ_MODELS = {
  'platform/dashboard/dashboard.repository.ts': "the staff's dashboard counts members, payments and places",
  'accounts/admin/users-admin.repository.ts': "the staff's page of a person: memberships, payments, workshops",
  'accounts/data-export/data-export.collect.ts': "a member's copy of her data reads every table about her (issue #38)",
  'accounts/data-export/data-export.activity.ts': 'the same copy: her places, answers, e-mails, log and receipts',
};

/**
 * Tables every module may join to its own rows to name them, never write: a person's name
 * and e-mail, a partner's name and logo, a stored file's description.
 */
export const JOINED_FOR_NAMES = ['users', 'partners', 'attachments'];

/**
 * Each table of db/schema: its export name and SQL name, to the context its file names. A
 * context's tables may span several files named after it (`accounts.ts`, `accounts-links.ts`).
 */
function readTables(schemaDir) {
  const byName = {};
  const bySqlName = {};
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file === 'index.ts' || file === 'relations.ts') continue;
    const owner = file.slice(0, -'.ts'.length).split('-')[0];
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, name, sqlName] of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      byName[name] = owner;
      bySqlName[sqlName] = owner;
    }
  }
  return { byName, bySqlName };
}

const tablesBySchemaDir = new Map();
function tablesFor(file) {
  const root = /^(.*[/\\]apps[/\\]api[/\\]src)[/\\]/.exec(file)?.[1];
  if (!root) return { byName: {}, bySqlName: {} };
  const schemaDir = path.join(root, 'db', 'schema');
  if (!tablesBySchemaDir.has(schemaDir)) tablesBySchemaDir.set(schemaDir, readTables(schemaDir));
  return tablesBySchemaDir.get(schemaDir);
}

const WRITE_IN_SQL = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;

function checkTables(context) {
  const file = context.filename;
  const module = areaOf(file, apiModules);
  if (!module) return {};
  const tables = context.options[0]?.tables ?? tablesFor(file);
  const relative = file
    .split(/[/\\]modules[/\\]/)
    .pop()
    .replaceAll('\\', '/');
  const readModel = Object.hasOwn(READ_MODELS, relative);
  const foreign = new Map(); // local name of another context's table -> its owner
  const owners = (name) => tables.byName[name];
  return {
    ImportDeclaration(node) {
      if (!/[/\\]db[/\\]schema[/\\]/.test(path.resolve(path.dirname(file), String(node.source.value)))) return;
      for (const specifier of node.specifiers) {
        const owner = specifier.type === 'ImportSpecifier' ? owners(specifier.imported.name) : undefined;
        if (!owner || owner === module) continue;
        foreign.set(specifier.local.name, owner);
        if (!readModel && !JOINED_FOR_NAMES.includes(specifier.imported.name))
          context.report({ node: specifier, messageId: 'table', data: { table: specifier.imported.name, owner } });
      }
    },
    CallExpression(node) {
      const { callee } = node;
      if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
      if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
      const [table] = node.arguments;
      if (table?.type === 'Identifier' && foreign.has(table.name))
        context.report({
          node: table,
          messageId: 'write',
          data: { table: table.name, owner: foreign.get(table.name) },
        });
    },
    TemplateLiteral(node) {
      for (const quasi of node.quasis) {
        for (const [, sqlName] of quasi.value.cooked.matchAll(WRITE_IN_SQL)) {
          const owner = tables.bySqlName[sqlName];
          if (owner && owner !== module)
            context.report({ node: quasi, messageId: 'write', data: { table: sqlName, owner } });
        }
      }
    },
  };
}

export const boundaries = {
  rules: {
    tables: {
      meta: {
        type: 'problem',
        messages: {
          table:
            'The {{table}} table belongs to the {{owner}} module: ask its service, or declare this file a read model (ADR 081).',
          write: 'Only the {{owner}} module writes {{table}} (ADR 081).',
        },
        schema: [{ type: 'object', properties: { tables: { type: 'object' } }, additionalProperties: false }],
      },
      create: checkTables,
    },
    imports: {
      meta: {
        type: 'problem',
        messages: {
          repository: 'Read the {{module}} module through its service, not its repository (ADR 018).',
          kernel:
            'The kernel (plugins/, lib/, db/) imports no module ({{module}}): the module asks the kernel (ADR 081).',
          feature:
            'A feature does not import another feature ({{feature}}): share through lib/ or components/ (ADR 018).',
        },
        schema: [],
      },
      create(context) {
        return {
          ImportDeclaration: (node) => check(context, node),
          ExportNamedDeclaration: (node) => check(context, node),
          ExportAllDeclaration: (node) => check(context, node),
          ImportExpression: (node) => check(context, node),
        };
      },
    },
  },
};
