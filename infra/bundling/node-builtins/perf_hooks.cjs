module.exports = process.getBuiltinModule('node:perf_hooks');
