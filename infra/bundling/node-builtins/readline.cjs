module.exports = process.getBuiltinModule('node:readline');
