const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');const zlib=require('zlib');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const by={};
const mappings=[];c.eachMapping(m=>mappings.push(m));
mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for(let i=0;i<mappings.length;i++){const m=mappings[i];const n=mappings[i+1];let len;
 if(n&&n.generatedLine===m.generatedLine)len=n.generatedColumn-m.generatedColumn;else len=lines[m.generatedLine-1].length-m.generatedColumn;
 let s=m.source||'?';s=s.replace(/.*node_modules\//,'nm/');
 const key=s.startsWith('nm/')?s.split('/').slice(0,s.split('/')[1].startsWith('@')?3:2).join('/'):s.replace(/.*\/web\//,'web/');
 by[key]=(by[key]||0)+len;}
const total=code.length;const br=zlib.brotliCompressSync(code).length;
console.log('raw',total,'br',br);
Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,+process.argv[3]||30).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(8),'KB ~br',(v/total*br/1024).toFixed(1).padStart(6),k));
