module.exports = process.getBuiltinModule('node:fs/promises');
