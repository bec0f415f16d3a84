// The layout rules of ADR 018, checked on every relative import: an API module reads another
// module through its service, never its repository; a web feature never imports another one.
import path from 'node:path';

const apiModules = /[/\\]apps[/\\]api[/\\]src[/\\]modules[/\\]([^/\\]+)[/\\]/;
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

  const feature = areaOf(file, webFeatures);
  const targetFeature = areaOf(target, webFeatures);
  if (feature && targetFeature && feature !== targetFeature) {
    context.report({ node: node.source, messageId: 'feature', data: { feature: targetFeature } });
  }
}

export const boundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        messages: {
          repository: 'Read the {{module}} module through its service, not its repository (ADR 018).',
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
