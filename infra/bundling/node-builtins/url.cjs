module.exports = process.getBuiltinModule('node:url');
