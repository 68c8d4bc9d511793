/**
 * The product's templates are a root stack and nested stacks (infra/constructs/group-stack.ts): these
 * helpers find the template a construct is synthesized into, and follow a nested stack's parameters back
 * to what the root passes in, so assertions can name root resources (the table, a secret) either way.
 */
import { type CfnElement, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

// biome-ignore lint/suspicious/noExplicitAny: synthesized CloudFormation is untyped JSON; assertions narrow it.
export type CfnJson = any;
export type Resource = {
  Type: string;
  Properties: Record<string, CfnJson>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

/** The root and every stack nested in it (root first). */
export const stacksOf = (root: Stack): Stack[] => [
  root,
  ...root.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c)),
];

const templates = new WeakMap<Stack, Template>();
/** The synthesized template of the stack the construct is in (synthesized once per stack). */
export const templateOf = (construct: IConstruct): Template => {
  const stack = Stack.of(construct);
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
};

/** The logical id of a construct's CloudFormation resource, in its own stack's template. */
export const logicalIdOf = (construct: IConstruct): string =>
  Stack.of(construct).getLogicalId((construct.node.defaultChild ?? construct) as CfnElement);

export const resourcesIn = (construct: IConstruct): Record<string, Resource> =>
  templateOf(construct).toJSON().Resources;

/** The construct's resource in its own template. */
export const resourceOf = (construct: IConstruct): Resource => {
  const resource = resourcesIn(construct)[logicalIdOf(construct)];
  if (!resource) throw new Error(`no resource for ${construct.node.path}`);
  return resource;
};

/** Every resource of the root and its nested stacks, with the stack each is in. */
export const allResources = (root: Stack): { stack: Stack; id: string; resource: Resource }[] =>
  stacksOf(root).flatMap((stack) =>
    Object.entries(resourcesIn(stack)).map(([id, resource]) => ({ stack, id, resource })),
  );

export const allResourcesOfType = (root: Stack, type: string): Resource[] =>
  allResources(root)
    .filter(({ resource }) => resource.Type === type)
    .map(({ resource }) => resource);

/**
 * `json` (from the template of the stack `scope` is in) with each `{Ref: <parameter>}` of a nested stack
 * replaced by the value the parent passes for it, recursively up to the root.
 */
export const resolveParameters = (scope: IConstruct, json: CfnJson): CfnJson => {
  const stack = Stack.of(scope);
  if (!NestedStack.isNestedStack(stack)) return json;
  const parameters = templateOf(stack).toJSON().Parameters ?? {};
  const passed = resourceOf(stack.nestedStackResource as CfnElement).Properties.Parameters ?? {};
  const replace = (node: CfnJson): CfnJson => {
    if (Array.isArray(node)) return node.map(replace);
    if (node && typeof node === 'object') {
      const keys = Object.keys(node);
      if (keys.length === 1 && keys[0] === 'Ref' && node.Ref in parameters) return passed[node.Ref];
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value)]));
    }
    return node;
  };
  return resolveParameters(stack.nestedStackParent as Stack, replace(json));
};
