/**
 * cdk-nag 3 acknowledgements, made at the narrowest scope that carries the finding and always with
 * the reason next to the resource that needs it.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** `rule` is the AwsSolutions rule suffix with an optional finding: 'L1', 'IAM5[Resource::*]'. */
export const acknowledgeNag = (scope: IConstruct, rule: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id: `AwsSolutions::AwsSolutions-${rule}`, reason });
};

/**
 * The IAM5 finding id cdk-nag reports for a wildcard resource, e.g. `Resource::<Table1234.Arn>/index/*`.
 * cdk-nag flattens CloudFormation intrinsics this way (GetAtt -> <Id.Attr>, Ref -> <Id>, Join -> joined,
 * Sub's ${X} -> <X>); computing the id from the token keeps the acknowledgement right when logical ids or
 * the stack's environment (literal region/account vs pseudo parameters) change.
 */
export const wildcardResourceFinding = (scope: IConstruct, arn: string): string =>
  `IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(arn))}]`;

const flattenCfnReference = (node: unknown): string => {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const value = node as Record<string, unknown>;
    if (Array.isArray(value['Fn::Join'])) {
      const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
      return items.map(flattenCfnReference).join(delimiter);
    }
    if ('Fn::Sub' in value) return flattenCfnReference(value['Fn::Sub']);
    if (Array.isArray(value['Fn::GetAtt'])) {
      const [resource, attribute] = value['Fn::GetAtt'] as [unknown, unknown];
      return `<${flattenCfnReference(resource)}.${flattenCfnReference(attribute)}>`;
    }
    if ('Fn::ImportValue' in value) return flattenCfnReference(value['Fn::ImportValue']);
    if ('Ref' in value) return `<${flattenCfnReference(value.Ref)}>`;
  }
  return JSON.stringify(node);
};
