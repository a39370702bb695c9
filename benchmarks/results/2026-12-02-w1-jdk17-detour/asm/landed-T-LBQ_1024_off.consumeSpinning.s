====================================================================================================
Compiled method (c2)     588  651 %     4       dev.tempered.benchmarks.Handover::consumeSpinning @ 5 (67 bytes)
        ;   {runtime_call os::breakpoint()}
     0   51e0  call   0x7f2cf0c274c0
     5   51e5  data16 data16 nop WORD PTR [rax+rax*1+0x0]
     c   51ec  
    10   51f0  mov    DWORD PTR [rsp-0x14000],eax
    17   51f7  push   rbp
    18   51f8  sub    rsp,0x50
    1c   51fc  mov    rbx,QWORD PTR [rsi+0x28]
    20   5200  mov    r13,QWORD PTR [rsi+0x20]
    24   5204  mov    r11d,DWORD PTR [rsi+0x8]
    28   5208  mov    DWORD PTR [rsp+0x18],r11d
    2d   520d  mov    r10,QWORD PTR [rsi+0x10]
    31   5211  mov    QWORD PTR [rsp+0x10],r10
    36   5216  mov    rdi,rsi
    39   5219  movabs r10,0x7f2cf0ce7cc0
    40   5220  
    43   5223  call   r10
    46   5226  test   rbx,rbx
    49   5229  je     0x7f2cd8f0559c
    4f   522f  mov    r10d,DWORD PTR [rbx+0x8]
    53   5233  cmp    r10d,0x101fbe8
    5a   523a  jne    0x7f2cd8f054ac
    60   5240  mov    r11,rbx
    63   5243  mov    r8d,DWORD PTR [r13+0x8]
    67   5247  movabs rax,0x7f2c670ebfa8
    6e   524e  
    71   5251  movabs rsi,0x7f2c67000000
    78   5258  
    7b   525b  add    rsi,r8
    7e   525e  mov    r10,QWORD PTR [rsi+0x20]
    82   5262  cmp    r10,rax
    85   5265  jne    0x7f2cd8f0548c
    8b   526b  mov    r10d,DWORD PTR [r13+0x8]
    8f   526f  cmp    r10d,0x102eed8
    96   5276  jne    0x7f2cd8f055b7
    9c   527c  jmp    0x7f2cd8f052e1
    9e   527e  mov    r8,QWORD PTR [r15+0x30]
    a2   5282  mov    QWORD PTR [r8+r10*1-0x8],rdi
    a7   5287  add    r10,0xfffffffffffffff8
    ab   528b  mov    QWORD PTR [r15+0x20],r10
    af   528f  nop
    b0   5290  mov    DWORD PTR [rbp+rbx*1+0x90],r12d
    b7   5297  
    b8   5298  mov    r8d,DWORD PTR [r13+0x208]
    bf   529f  test   r8d,r8d
    c2   52a2  je     0x7f2cd8f05508
    c8   52a8  movzx  r10d,BYTE PTR [r12+r8*8+0x15]
    ce   52ae  test   r10d,r10d
    d1   52b1  jne    0x7f2cd8f05540
    d7   52b7  cmp    r14d,0xd3d708ec
    de   52be  je     0x7f2cd8f053dd
        ;   {oop(a 'java/lang/Object'{0x000000069eb84770})}
    e4   52c4  cmp    r14d,0xd3d708ee
    eb   52cb  je     0x7f2cd8f0557c
    f1   52d1  mov    r10,QWORD PTR [r15+0x348]
        ;   {poll}
    f8   52d8  test   DWORD PTR [r10],eax
    fb   52db  xor    ebp,ebp
    fd   52dd  mov    DWORD PTR [rsp+0x18],ebp
   101   52e1  mov    r8d,DWORD PTR [r13+0x170]
   108   52e8  test   r8d,r8d
   10b   52eb  jne    0x7f2cd8f05458
   111   52f1  mov    r8d,DWORD PTR [r13+0x164]
        ; implicit exception: dispatches to 0x00007f2cd8f055d4
   118   52f8  mov    ecx,DWORD PTR [r12+r8*8+0xc]
   11d   52fd  mov    r9,QWORD PTR [r13+0x150]
   124   5304  mov    r10d,r9d
   127   5307  and    r10d,DWORD PTR [r13+0x160]
   12e   530e  mov    ebx,r10d
   131   5311  add    ebx,0x20
   134   5314  cmp    ebx,ecx
   136   5316  jae    0x7f2cd8f05418
   13c   531c  lea    rbp,[r12+r8*8]
   140   5320  movsxd rbx,r10d
   143   5323  shl    rbx,0x2
   147   5327  mov    r14d,DWORD PTR [rbp+rbx*1+0x90]
   14e   532e  
   14f   532f  test   r14d,r14d
   152   5332  je     0x7f2cd8f0539e
   154   5334  mov    r10d,DWORD PTR [r12+r8*8+0x8]
   159   5339  add    r9,0x1
   15d   533d  mov    QWORD PTR [r13+0x150],r9
        ;   {metadata('java/lang/Object'[])}
   164   5344  cmp    r10d,0x1550
   16b   534b  jne    0x7f2cd8f054c8
   171   5351  cmp    BYTE PTR [r15+0x38],0x0
   176   5356  je     0x7f2cd8f05290
   17c   535c  mov    r8d,DWORD PTR [rbp+rbx*1+0x90]
   183   5363  
   184   5364  test   r8d,r8d
   187   5367  je     0x7f2cd8f05290
   18d   536d  mov    r10,QWORD PTR [r15+0x20]
   191   5371  mov    rdi,r8
   194   5374  shl    rdi,0x3
   198   5378  test   r10,r10
   19b   537b  jne    0x7f2cd8f0527e
   1a1   5381  mov    QWORD PTR [rsp],r11
   1a5   5385  mov    rsi,r15
   1a8   5388  movabs r10,0x7f2cf06d3130
   1af   538f  
   1b2   5392  call   r10
   1b5   5395  mov    r11,QWORD PTR [rsp]
   1b9   5399  jmp    0x7f2cd8f05290
   1be   539e  mov    ebp,DWORD PTR [rsp+0x18]
   1c2   53a2  inc    ebp
   1c4   53a4  mov    r8d,DWORD PTR [rsp+0x18]
   1c9   53a9  cmp    r8d,0x64
   1cd   53ad  jge    0x7f2cd8f053c0
   1cf   53af  pause
   1d1   53b1  mov    r10,QWORD PTR [r15+0x348]
        ;   {poll}
   1d8   53b8  test   DWORD PTR [r10],eax
   1db   53bb  jmp    0x7f2cd8f052dd
   1e0   53c0  mov    DWORD PTR [rsp+0x8],ebp
   1e4   53c4  mov    QWORD PTR [rsp],r11
        ;   {static_call}
   1e8   53c8  mov    rbp,r13
   1eb   53cb  call   0x7f2cd898a080
   1f0   53d0  mov    r13,rbp
   1f3   53d3  mov    r11,QWORD PTR [rsp]
   1f7   53d7  mov    ebp,DWORD PTR [rsp+0x8]
   1fb   53db  jmp    0x7f2cd8f053b1
   1fd   53dd  mov    r8d,DWORD PTR [r11+0x1c]
   201   53e1  mov    r10,QWORD PTR [rsp+0x10]
   206   53e6  add    r10,0x1
   20a   53ea  test   r8d,r8d
   20d   53ed  je     0x7f2cd8f055a4
   213   53f3  mov    QWORD PTR [rsp+0x10],r10
   218   53f8  mov    QWORD PTR [rsp],r11
   21c   53fc  mov    rbp,r13
   21f   53ff  lea    rsi,[r12+r8*8]
   223   5403  mov    rdx,r10
   226   5406  nop
   227   5407  call   0x7f2cd8989680
   22c   540c  mov    r13,rbp
   22f   540f  mov    r11,QWORD PTR [rsp]
   233   5413  jmp    0x7f2cd8f052d1
   238   5418  mov    esi,0xffffffe4
   23d   541d  mov    rbp,r11
   240   5420  mov    r10,QWORD PTR [rsp+0x10]
   245   5425  mov    QWORD PTR [rsp+0x8],r10
   24a   542a  mov    QWORD PTR [rsp-0x8],rax
   24f   542f  mov    eax,DWORD PTR [rsp+0x18]
   253   5433  mov    DWORD PTR [rsp+0x10],eax
   257   5437  mov    rax,QWORD PTR [rsp-0x8]
   25c   543c  mov    QWORD PTR [rsp+0x18],r13
   261   5441  mov    QWORD PTR [rsp+0x20],r9
   266   5446  mov    DWORD PTR [rsp+0x2c],r8d
   26b   544b  mov    DWORD PTR [rsp+0x30],ebx
   26f   544f  mov    DWORD PTR [rsp+0x34],ecx
   273   5453  call   0x7f2cd8991a80
   278   5458  mov    esi,0xffffffec
   27d   545d  mov    rbp,r11
   280   5460  mov    r10,QWORD PTR [rsp+0x10]
   285   5465  mov    QWORD PTR [rsp+0x8],r10
   28a   546a  mov    QWORD PTR [rsp-0x8],rax
   28f   546f  mov    eax,DWORD PTR [rsp+0x18]
   293   5473  mov    DWORD PTR [rsp+0x10],eax
   297   5477  mov    rax,QWORD PTR [rsp-0x8]
   29c   547c  mov    QWORD PTR [rsp+0x18],r13
   2a1   5481  mov    DWORD PTR [rsp+0x14],r8d
   2a6   5486  nop
   2a7   5487  call   0x7f2cd8991a80
   2ac   548c  mov    rdi,QWORD PTR [rsi+0x28]
   2b0   5490  mov    ecx,DWORD PTR [rdi]
   2b2   5492  add    rdi,0x8
   2b6   5496  test   rax,rax
   2b9   5499  repnz scas rax,QWORD PTR es:[rdi]
   2bc   549c  jne    0x7f2cd8f054a6
   2c2   54a2  mov    QWORD PTR [rsi+0x20],rax
   2c6   54a6  je     0x7f2cd8f0526b
   2cc   54ac  mov    esi,0xffffff8d
   2d1   54b1  mov    rbp,r13
   2d4   54b4  mov    r10,QWORD PTR [rsp+0x10]
   2d9   54b9  mov    QWORD PTR [rsp],r10
   2dd   54bd  mov    QWORD PTR [rsp+0x10],rbx
   2e2   54c2  nop
   2e3   54c3  call   0x7f2cd8991a80
   2e8   54c8  add    rbx,0x90
   2ef   54cf  mov    esi,0xffffff45
   2f4   54d4  movabs r9,0x7f2c67000000
   2fb   54db  
   2fe   54de  add    r9,r10
   301   54e1  mov    r10,QWORD PTR [r9+0x70]
   305   54e5  mov    rbp,QWORD PTR [r10]
   308   54e8  mov    QWORD PTR [rsp],r11
   30c   54ec  mov    DWORD PTR [rsp+0x1c],r14d
   311   54f1  mov    QWORD PTR [rsp+0x20],r13
   316   54f6  mov    QWORD PTR [rsp+0x30],rbx
   31b   54fb  mov    DWORD PTR [rsp+0x2c],r8d
        ;   {runtime_call UncommonTrapBlob}
   320   5500  data16 xchg ax,ax
   323   5503  call   0x7f2cd8991a80
   328   5508  mov    esi,0xffffff45
   32d   550d  mov    rbp,r11
   330   5510  mov    QWORD PTR [rsp],r13
   334   5514  mov    r10,QWORD PTR [rsp+0x10]
   339   5519  mov    QWORD PTR [rsp+0x8],r10
   33e   551e  mov    QWORD PTR [rsp-0x8],rax
   343   5523  mov    eax,DWORD PTR [rsp+0x18]
   347   5527  mov    DWORD PTR [rsp+0x10],eax
   34b   552b  mov    rax,QWORD PTR [rsp-0x8]
   350   5530  mov    DWORD PTR [rsp+0x14],r14d
   355   5535  mov    DWORD PTR [rsp+0x1c],r8d
   35a   553a  nop
   35b   553b  call   0x7f2cd8991a80
   360   5540  mov    esi,0xffffff45
   365   5545  mov    rbp,r11
   368   5548  mov    QWORD PTR [rsp],r13
   36c   554c  mov    r11,QWORD PTR [rsp+0x10]
   371   5551  mov    QWORD PTR [rsp+0x8],r11
   376   5556  mov    QWORD PTR [rsp-0x8],rax
   37b   555b  mov    eax,DWORD PTR [rsp+0x18]
   37f   555f  mov    DWORD PTR [rsp+0x10],eax
   383   5563  mov    rax,QWORD PTR [rsp-0x8]
   388   5568  mov    DWORD PTR [rsp+0x14],r14d
   38d   556d  mov    DWORD PTR [rsp+0x18],r8d
   392   5572  mov    DWORD PTR [rsp+0x1c],r10d
   397   5577  call   0x7f2cd8991a80
   39c   557c  mov    esi,0xffffff45
   3a1   5581  mov    rbp,r11
   3a4   5584  mov    QWORD PTR [rsp],r13
   3a8   5588  mov    r10,QWORD PTR [rsp+0x10]
   3ad   558d  mov    QWORD PTR [rsp+0x8],r10
   3b2   5592  mov    DWORD PTR [rsp+0x10],r14d
   3b7   5597  call   0x7f2cd8991a80
   3bc   559c  xor    r11d,r11d
   3bf   559f  jmp    0x7f2cd8f05243
   3c4   55a4  mov    esi,0xfffffff6
   3c9   55a9  mov    rbp,r10
        ;   {runtime_call UncommonTrapBlob}
   3cc   55ac  data16 xchg ax,ax
   3cf   55af  call   0x7f2cd8991a80
   3d4   55b4  xor    r13d,r13d
   3d7   55b7  mov    esi,0xffffff76
   3dc   55bc  mov    rbp,r11
   3df   55bf  mov    QWORD PTR [rsp],r13
   3e3   55c3  mov    r10,QWORD PTR [rsp+0x10]
   3e8   55c8  mov    QWORD PTR [rsp+0x8],r10
   3ed   55cd  xchg   ax,ax
   3ef   55cf  call   0x7f2cd8991a80
   3f4   55d4  mov    esi,0xffffff5e
   3f9   55d9  xchg   ax,ax
   3fb   55db  call   0x7f2cd8991a80
   400   55e0  mov    rsi,rax
   403   55e3  jmp    0x7f2cd8f055e8
   405   55e5  mov    rsi,rax
   408   55e8  add    rsp,0x50
        ;   {runtime_call _rethrow_Java}
   40c   55ec  pop    rbp
   40d   55ed  jmp    0x7f2cd8a34000
   412   55f2  mov    esi,0xfffffff6
   417   55f7  call   0x7f2cd8991a80
   41c   55fc  hlt
   41d   55fd  hlt
   41e   55fe  hlt
   41f   55ff  hlt
        [Stub Code]
        ;   {no_reloc}
   420   5600  movabs rbx,0x0
   427   5607  
   42a   560a  jmp    0x7f2cd8f0560a
   42f   560f  movabs rbx,0x7f2c67222b08
   436   5616  
   439   5619  jmp    0x7f2cd898f8dd
   43e   561e  jmp    0x7f2cd899ee00
   443   5623  call   0x7f2cd8f05628
   448   5628  sub    QWORD PTR [rsp],0x5
   44d   562d  jmp    0x7f2cd8991da0
   452   5632  hlt
   453   5633  hlt
   454   5634  hlt
   455   5635  hlt
   456   5636  hlt
   457   5637  hlt
