module.exports = process.getBuiltinModule('node:worker_threads');
