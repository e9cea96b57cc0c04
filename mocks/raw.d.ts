declare module '*.graphql?raw' {
  const source: string;
  export default source;
}
