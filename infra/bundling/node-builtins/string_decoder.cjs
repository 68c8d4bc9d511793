module.exports = process.getBuiltinModule('node:string_decoder');
