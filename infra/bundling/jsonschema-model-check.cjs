/**
 * Stands in for the `jsonschema` package in the Lambda bundles (FUNCTION_BUNDLING in
 * infra/constructs/app-function.ts). ElectroDB loads jsonschema for two questions only:
 *
 * - "is this model well formed?", asked once per entity when it is built. Our models are constants in the
 *   code, so the answer never changes at run time; tests/unit/jsonschema-model-check.test.ts builds every
 *   entity with the real jsonschema (the tests and the local cloud run unbundled), where a malformed
 *   model fails;
 * - "is this thing handed to a Service a model or an entity?": an ElectroDB instance (an Entity) is never
 *   a model, as the real schema check also finds, and this code hands Services nothing else.
 *
 * Bundled, the real validator and the two model schemas ElectroDB compiles with it at import cost every
 * function that reaches ElectroDB 28 KB and about 9 ms of its cold start (issue 33).
 */
class Validator {
  addSchema() {}

  validate(instance) {
    const electroInstance = instance !== null && typeof instance === 'object' && '_instance' in instance;
    return {
      errors: electroInstance
        ? [{ property: 'instance', message: 'is an ElectroDB instance, not a model' }]
        : [],
    };
  }
}
Validator.prototype.customFormats = {};

module.exports = { Validator };
