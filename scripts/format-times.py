"""Times every `solve` format of every game on one large generated
instance, and prints the ratio of the slowest format to the fastest (#23:
no format may be 10x slower than another). Run after `cargo build
--release`: python3 scripts/format-times.py"""
import os, re, subprocess, tempfile, time

B = os.path.join(os.path.dirname(__file__), '..', 'target', 'release', 'optimal-play')
out=subprocess.run([B,'games'],capture_output=True,text=True).stdout
games=[l.split()[0] for l in out.splitlines() if l and not l.startswith(' ')]
fm={}
cur=None
for l in out.splitlines():
    if l and not l.startswith(' '): cur=l.split()[0]
    m=re.search(r'formats:\s+(.*)',l)
    if m: fm[cur]=m.group(1).split(', ')
sizes={'coins':['--count','1000000'],'take-k':['--count','8000'],'game-of-sum':['--count','15000'],'take-front':['--count','1000000'],'stone-game-ii':['--count','1000'],'stone-game-vii':['--count','20000'],'wall':['--rows','1000','--cols','1000'],'alternating-wall':['--rows','500','--cols','500'],'nim':['--count','40000'],'subtraction-nim':['--count','40000'],'stair-game':['--count','40000'],'grundys-game':['--count','100000','--max','1000000'],'another-game':['--count','40000'],'stick-game':['--count','1000000'],'wythoff':['--count','1000000'],'stone-game-iv':['--count','100000'],'coins-in-a-line':[]}
for g in games:
    r=subprocess.run([B,g,'generate','--seed','1']+sizes.get(g,[]),capture_output=True)
    if r.returncode!=0: print(g,'gen fail',r.stderr[:200]); continue
    open(os.path.join(tempfile.gettempdir(),'optimal-play-formats.txt'),'wb').write(r.stdout)
    ts={}
    for f in fm[g]:
        t=time.time(); p=subprocess.run([B,g,'solve','--format',f,os.path.join(tempfile.gettempdir(),'optimal-play-formats.txt')],capture_output=True); ts[f]=(round(time.time()-t,3),p.returncode)
    vals=[v[0] for v in ts.values() if v[1]==0]
    ratio=max(vals)/max(min(vals),0.01) if vals else 0
    print(g, ts, 'ratio %.1f'%ratio)
