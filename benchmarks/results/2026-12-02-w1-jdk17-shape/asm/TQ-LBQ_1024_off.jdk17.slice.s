====================================================================================================
Compiled method (c2)     401  351       4       dev.tempered.benchmarks.HandoverPair::slice (230 bytes)
     0   c1a0  mov    r10d,DWORD PTR [rsi+0x8]
     4   c1a4  movabs r11,0x7f1397000000
     b   c1ab  
     e   c1ae  add    r10,r11
    11   c1b1  cmp    rax,r10
        ;   {runtime_call ic_miss_stub}
    14   c1b4  jne    0x7f1408989180
    1a   c1ba  xchg   ax,ax
    1c   c1bc  nop    DWORD PTR [rax+0x0]
        [Verified Entry Point]
    20   c1c0  mov    DWORD PTR [rsp-0x14000],eax
    27   c1c7  push   rbp
    28   c1c8  sub    rsp,0x80
    2f   c1cf  mov    DWORD PTR [rsp+0x8],edx
    33   c1d3  mov    QWORD PTR [rsp],rsi
    37   c1d7  mov    BYTE PTR [rsi+0x21],r12b
    3b   c1db  lock add DWORD PTR [rsp-0x40],0x0
    41   c1e1  mov    r10d,DWORD PTR [rsi+0x28]
    45   c1e5  test   r10d,r10d
    48   c1e8  je     0x7f1408eecc12
    4e   c1ee  lea    rsi,[r12+r10*8]
    52   c1f2  nop
    53   c1f3  call   0x7f1408989680
    58   c1f8  mov    r10,QWORD PTR [rsp]
    5c   c1fc  movzx  r11d,BYTE PTR [r10+0x21]
    61   c201  test   r11d,r11d
    64   c204  jne    0x7f1408eec80f
    6a   c20a  xor    ebp,ebp
    6c   c20c  xor    ebx,ebx
    6e   c20e  xchg   ax,ax
    70   c210  cmp    ebp,0x64
    73   c213  jge    0x7f1408eec816
    79   c219  pause
    7b   c21b  mov    r10,QWORD PTR [rsp]
    7f   c21f  movzx  r10d,BYTE PTR [r10+0x21]
    84   c224  mov    r11,QWORD PTR [r15+0x348]
    8b   c22b  inc    ebp
    8d   c22d  test   DWORD PTR [r11],eax
    90   c230  test   r10d,r10d
    93   c233  je     0x7f1408eec210
    95   c235  mov    r10,QWORD PTR [rsp]
    99   c239  movzx  ebp,BYTE PTR [r10+0x20]
    9e   c23e  mov    r14d,0x1
    a4   c244  add    r14,QWORD PTR [r10+0x18]
    a8   c248  mov    QWORD PTR [r10+0x18],r14
    ac   c24c  movabs r10,0x7f141e036d00
    b3   c253  
    b6   c256  call   r10
    b9   c259  mov    QWORD PTR [rsp+0x18],rax
    be   c25e  test   ebp,ebp
    c0   c260  jne    0x7f1408eecc40
    c6   c266  mov    r10,QWORD PTR [rsp]
    ca   c26a  mov    r10d,DWORD PTR [r10+0x24]
    ce   c26e  mov    DWORD PTR [rsp+0x20],r10d
    d3   c273  mov    eax,DWORD PTR [rsp+0x8]
    d7   c277  cmp    eax,0x1
    da   c27a  jle    0x7f1408eecc00
        ; implicit exception: dispatches to 0x00007f1408eecc1c
    e0   c280  mov    r11d,DWORD PTR [r12+r10*8+0x8]
    e5   c285  cmp    r11d,0x100f200
    ec   c28c  jne    0x7f1408eecc1c
    f2   c292  lea    r13,[r12+r10*8]
    f6   c296  mov    r10d,0x1
    fc   c29c  jmp    0x7f1408eec5a8
   101   c2a1  mov    r9d,DWORD PTR [r12+r11*8+0xc]
   106   c2a6  mov    DWORD PTR [rsp+0x24],r10d
   10b   c2ab  mov    QWORD PTR [rsp+0x10],r14
   110   c2b0  mov    DWORD PTR [rsp+0xc],ebx
   114   c2b4  mov    DWORD PTR [rsp+0x8],eax
   118   c2b8  mov    ebx,DWORD PTR [r13+0x1f8]
   11f   c2bf  movsxd rdi,DWORD PTR [r13+0x1fc]
   126   c2c6  mov    QWORD PTR [rsp+0x38],r13
   12b   c2cb  add    rdi,r8
   12e   c2ce  movsxd rdx,ebx
   131   c2d1  mov    r10,rdi
   134   c2d4  sub    r10,rdx
   137   c2d7  mov    ecx,r10d
   13a   c2da  and    ecx,esi
   13c   c2dc  mov    r10d,ecx
   13f   c2df  add    r10d,0x20
   143   c2e3  cmp    r10d,r9d
   146   c2e6  jae    0x7f1408eec951
   14c   c2ec  movsxd rcx,ecx
   14f   c2ef  lea    r10,[r12+r11*8]
   153   c2f3  cmp    r12d,DWORD PTR [r10+rcx*4+0x90]
   15a   c2fa  
   15b   c2fb  mov    esi,DWORD PTR [r13+0xac]
   162   c302  je     0x7f1408eec5fc
   168   c308  mov    rcx,r8
   16b   c30b  sub    rcx,rdx
   16e   c30e  mov    ecx,ecx
   170   c310  and    ecx,esi
   172   c312  mov    edi,ecx
   174   c314  add    edi,0x20
   177   c317  cmp    edi,r9d
   17a   c31a  jae    0x7f1408eec9a4
   180   c320  movsxd r11,ecx
   183   c323  cmp    r12d,DWORD PTR [r10+r11*4+0x90]
   18a   c32a  
   18b   c32b  je     0x7f1408eec4e2
   191   c331  xor    r10d,r10d
   194   c334  cmp    r10d,0x64
   198   c338  jge    0x7f1408eec693
   19e   c33e  pause
   1a0   c340  mov    r8,QWORD PTR [r15+0x348]
   1a7   c347  mov    r13,QWORD PTR [rsp+0x38]
   1ac   c34c  mov    r11d,DWORD PTR [r13+0xc8]
   1b3   c353  inc    r10d
   1b6   c356  test   DWORD PTR [r8],eax
   1b9   c359  test   r11d,r11d
   1bc   c35c  jne    0x7f1408eec9f0
   1c2   c362  mov    r9d,DWORD PTR [r13+0xc0]
   1c9   c369  mov    rbx,QWORD PTR [r13+0xb0]
   1d0   c370  mov    r11d,DWORD PTR [r13+0xac]
   1d7   c377  cmp    rbx,QWORD PTR [r13+0xb8]
   1de   c37e  jne    0x7f1408eec433
        ; implicit exception: dispatches to 0x00007f1408eecc70
   1e4   c384  mov    ecx,DWORD PTR [r12+r9*8+0xc]
   1e9   c389  mov    r14d,r10d
   1ec   c38c  movsxd rdi,DWORD PTR [r13+0x1fc]
   1f3   c393  mov    edx,DWORD PTR [r13+0x1f8]
   1fa   c39a  add    rdi,rbx
   1fd   c39d  movsxd r8,edx
   200   c3a0  mov    r10,rdi
   203   c3a3  sub    r10,r8
   206   c3a6  mov    esi,r10d
   209   c3a9  and    esi,r11d
   20c   c3ac  mov    r10d,esi
   20f   c3af  add    r10d,0x20
   213   c3b3  cmp    r10d,ecx
   216   c3b6  jae    0x7f1408eecb15
   21c   c3bc  movsxd r10,esi
   21f   c3bf  lea    rdx,[r12+r9*8]
   223   c3c3  cmp    r12d,DWORD PTR [rdx+r10*4+0x90]
   22a   c3ca  
   22b   c3cb  mov    r11d,DWORD PTR [r13+0xac]
   232   c3d2  je     0x7f1408eec6aa
   238   c3d8  mov    r10,rbx
   23b   c3db  sub    r10,r8
   23e   c3de  mov    r8d,r10d
   241   c3e1  and    r8d,r11d
   244   c3e4  mov    r11d,r8d
   247   c3e7  add    r11d,0x20
   24b   c3eb  cmp    r11d,ecx
   24e   c3ee  jae    0x7f1408eecb78
   254   c3f4  movsxd r10,r8d
   257   c3f7  cmp    r12d,DWORD PTR [rdx+r10*4+0x90]
   25e   c3fe  
   25f   c3ff  je     0x7f1408eec409
   261   c401  mov    r10d,r14d
   264   c404  jmp    0x7f1408eec334
   269   c409  mov    r11d,DWORD PTR [r13+0xac]
   270   c410  mov    r10,rbx
   273   c413  add    r10,0x1
   277   c417  mov    QWORD PTR [r13+0xb8],r10
   27e   c41e  mov    r9d,DWORD PTR [r13+0xc0]
   285   c425  test   r9d,r9d
   288   c428  je     0x7f1408eeca9c
   28e   c42e  mov    r10d,r14d
   291   c431  jmp    0x7f1408eec43c
   293   c433  test   r9d,r9d
   296   c436  je     0x7f1408eeca9c
   29c   c43c  mov    ecx,DWORD PTR [r12+r9*8+0xc]
   2a1   c441  mov    edi,ebx
   2a3   c443  and    edi,r11d
   2a6   c446  mov    r8d,edi
   2a9   c449  add    r8d,0x20
   2ad   c44d  cmp    r8d,ecx
   2b0   c450  jae    0x7f1408eeca3c
   2b6   c456  mov    r11d,DWORD PTR [r12+r9*8+0x8]
   2bb   c45b  movsxd rcx,edi
   2be   c45e  shl    rcx,0x2
   2c2   c462  cmp    r11d,0x1550
   2c9   c469  jne    0x7f1408eecaa8
   2cf   c46f  lea    r10,[r12+r9*8]
   2d3   c473  lea    r14,[r10+rcx*1+0x90]
   2da   c47a  
   2db   c47b  cmp    BYTE PTR [r15+0x38],0x0
   2e0   c480  jne    0x7f1408eec6b6
   2e6   c486  mov    DWORD PTR [r14],0xd3dd6a3a
   2ed   c48d  movabs r10,0x69eeb51d0
   2f4   c494  
   2f7   c497  add    rbx,0x1
   2fb   c49b  mov    r11,r14
   2fe   c49e  xor    r10,r11
   301   c4a1  shr    r10,0x16
   305   c4a5  test   r10,r10
   308   c4a8  je     0x7f1408eec4c4
   30a   c4aa  shr    r11,0x9
   30e   c4ae  movabs rdi,0x7f13fd400000
   315   c4b5  
   318   c4b8  add    rdi,r11
   31b   c4bb  cmp    BYTE PTR [rdi],0x4
   31e   c4be  jne    0x7f1408eec6ec
   324   c4c4  mov    QWORD PTR [r13+0xb0],rbx
   32b   c4cb  mov    eax,DWORD PTR [rsp+0x8]
   32f   c4cf  mov    ebx,DWORD PTR [rsp+0xc]
   333   c4d3  mov    r14,QWORD PTR [rsp+0x10]
   338   c4d8  mov    r10d,DWORD PTR [rsp+0x24]
   33d   c4dd  jmp    0x7f1408eec59c
   342   c4e2  mov    r10,QWORD PTR [rsp+0x28]
   347   c4e7  mov    QWORD PTR [r13+0xb8],r10
   34e   c4ee  mov    esi,DWORD PTR [r13+0xac]
   355   c4f5  mov    r11d,DWORD PTR [r13+0xc0]
   35c   c4fc  test   r11d,r11d
   35f   c4ff  je     0x7f1408eec5ef
   365   c505  mov    ebx,DWORD PTR [rsp+0xc]
   369   c509  mov    r10d,DWORD PTR [rsp+0x24]
   36e   c50e  mov    ecx,DWORD PTR [r12+r11*8+0xc]
   373   c513  mov    r9d,r8d
   376   c516  and    r9d,esi
   379   c519  mov    edx,r9d
   37c   c51c  add    edx,0x20
   37f   c51f  cmp    edx,ecx
   381   c521  jae    0x7f1408eec86c
   387   c527  mov    ecx,DWORD PTR [r12+r11*8+0x8]
   38c   c52c  movsxd r9,r9d
   38f   c52f  shl    r9,0x2
   393   c533  cmp    ecx,0x1550
   399   c539  jne    0x7f1408eec8bc
   39f   c53f  shl    r11,0x3
   3a3   c543  lea    rbp,[r11+r9*1+0x90]
   3aa   c54a  
   3ab   c54b  cmp    BYTE PTR [r15+0x38],0x0
   3b0   c550  jne    0x7f1408eec608
   3b6   c556  mov    DWORD PTR [rbp+0x0],0xd3dd6a3a
   3bd   c55d  movabs r11,0x69eeb51d0
   3c4   c564  
   3c7   c567  mov    r8,rbp
   3ca   c56a  xor    r11,r8
   3cd   c56d  shr    r11,0x16
   3d1   c571  test   r11,r11
   3d4   c574  je     0x7f1408eec590
   3d6   c576  shr    r8,0x9
   3da   c57a  movabs rdi,0x7f13fd400000
   3e1   c581  
   3e4   c584  add    rdi,r8
   3e7   c587  cmp    BYTE PTR [rdi],0x4
   3ea   c58a  jne    0x7f1408eec63f
   3f0   c590  mov    r11,QWORD PTR [rsp+0x28]
   3f5   c595  mov    QWORD PTR [r13+0xb0],r11
   3fc   c59c  inc    r10d
   3ff   c59f  cmp    r10d,eax
   402   c5a2  jge    0x7f1408eec732
   408   c5a8  mov    r8d,DWORD PTR [r13+0xc8]
   40f   c5af  test   r8d,r8d
   412   c5b2  jne    0x7f1408eec829
   418   c5b8  mov    r11d,DWORD PTR [r13+0xc0]
   41f   c5bf  mov    r8,QWORD PTR [r13+0xb0]
   426   c5c6  mov    esi,DWORD PTR [r13+0xac]
   42d   c5cd  mov    r9,r8
   430   c5d0  add    r9,0x1
   434   c5d4  mov    QWORD PTR [rsp+0x28],r9
   439   c5d9  cmp    r8,QWORD PTR [r13+0xb8]
   440   c5e0  je     0x7f1408eec2a1
   446   c5e6  test   r11d,r11d
   449   c5e9  jne    0x7f1408eec50e
   44f   c5ef  mov    esi,0xffffff5e
        ;   {runtime_call UncommonTrapBlob}
   454   c5f4  data16 xchg ax,ax
   457   c5f7  call   0x7f1408991a80
   45c   c5fc  mov    QWORD PTR [r13+0xb8],rdi
   463   c603  jmp    0x7f1408eec4f5
   468   c608  mov    r8d,DWORD PTR [rbp+0x0]
   46c   c60c  test   r8d,r8d
   46f   c60f  je     0x7f1408eec556
   475   c615  mov    r11,QWORD PTR [r15+0x20]
   479   c619  mov    rdi,r8
   47c   c61c  shl    rdi,0x3
   480   c620  test   r11,r11
   483   c623  je     0x7f1408eec918
   489   c629  mov    r8,QWORD PTR [r15+0x30]
   48d   c62d  mov    QWORD PTR [r8+r11*1-0x8],rdi
   492   c632  add    r11,0xfffffffffffffff8
   496   c636  mov    QWORD PTR [r15+0x20],r11
   49a   c63a  jmp    0x7f1408eec556
   49f   c63f  mov    r11,QWORD PTR [r15+0x40]
   4a3   c643  mov    r8,QWORD PTR [r15+0x50]
   4a7   c647  lock add DWORD PTR [rsp-0x40],0x0
   4ad   c64d  cmp    BYTE PTR [rdi],0x0
   4b0   c650  je     0x7f1408eec590
   4b6   c656  mov    BYTE PTR [rdi],r12b
   4b9   c659  test   r11,r11
   4bc   c65c  jne    0x7f1408eec681
   4be   c65e  mov    DWORD PTR [rsp+0x8],r10d
   4c3   c663  mov    ebp,eax
   4c5   c665  mov    rsi,r15
   4c8   c668  movabs r10,0x7f141dad3160
   4cf   c66f  
   4d2   c672  call   r10
   4d5   c675  mov    eax,ebp
   4d7   c677  mov    r10d,DWORD PTR [rsp+0x8]
   4dc   c67c  jmp    0x7f1408eec590
   4e1   c681  mov    QWORD PTR [r8+r11*1-0x8],rdi
   4e6   c686  add    r11,0xfffffffffffffff8
   4ea   c68a  mov    QWORD PTR [r15+0x40],r11
   4ee   c68e  jmp    0x7f1408eec590
   4f3   c693  mov    DWORD PTR [rsp+0x28],r10d
        ;   {static_call}
   4f8   c698  data16 xchg ax,ax
   4fb   c69b  call   0x7f1408ee1dc0
   500   c6a0  mov    r10d,DWORD PTR [rsp+0x28]
   505   c6a5  jmp    0x7f1408eec340
   50a   c6aa  mov    QWORD PTR [r13+0xb8],rdi
   511   c6b1  jmp    0x7f1408eec41e
   516   c6b6  mov    r11d,DWORD PTR [r14]
   519   c6b9  test   r11d,r11d
   51c   c6bc  je     0x7f1408eec486
   522   c6c2  mov    r10,QWORD PTR [r15+0x20]
   526   c6c6  mov    rdi,r11
   529   c6c9  shl    rdi,0x3
   52d   c6cd  test   r10,r10
   530   c6d0  je     0x7f1408eecb00
   536   c6d6  mov    r11,QWORD PTR [r15+0x30]
   53a   c6da  mov    QWORD PTR [r11+r10*1-0x8],rdi
   53f   c6df  add    r10,0xfffffffffffffff8
   543   c6e3  mov    QWORD PTR [r15+0x20],r10
   547   c6e7  jmp    0x7f1408eec486
   54c   c6ec  mov    r10,QWORD PTR [r15+0x40]
   550   c6f0  mov    r11,QWORD PTR [r15+0x50]
   554   c6f4  lock add DWORD PTR [rsp-0x40],0x0
   55a   c6fa  cmp    BYTE PTR [rdi],0x0
   55d   c6fd  je     0x7f1408eec4c4
   563   c703  mov    BYTE PTR [rdi],r12b
   566   c706  test   r10,r10
   569   c709  jne    0x7f1408eec720
   56b   c70b  mov    rsi,r15
   56e   c70e  movabs r10,0x7f141dad3160
   575   c715  
   578   c718  call   r10
   57b   c71b  jmp    0x7f1408eec4c4
   580   c720  mov    QWORD PTR [r11+r10*1-0x8],rdi
   585   c725  add    r10,0xfffffffffffffff8
   589   c729  mov    QWORD PTR [r15+0x40],r10
   58d   c72d  jmp    0x7f1408eec4c4
   592   c732  mov    rbp,QWORD PTR [rsp]
   596   c736  mov    DWORD PTR [rsp+0x8],eax
   59a   c73a  mov    DWORD PTR [rsp+0x4],ebx
   59e   c73e  mov    QWORD PTR [rsp+0x10],r14
   5a3   c743  mov    r11d,DWORD PTR [rsp+0x20]
   5a8   c748  mov    rsi,r11
   5ab   c74b  shl    rsi,0x3
   5af   c74f  movabs rdx,0x69eeb51e0
   5b6   c756  
   5b9   c759  xchg   ax,ax
   5bb   c75b  call   0x7f1408ee2140
   5c0   c760  mov    rbx,rbp
   5c3   c763  mov    r10,QWORD PTR [rbp+0x10]
   5c7   c767  cmp    r10,QWORD PTR [rsp+0x10]
   5cc   c76c  jne    0x7f1408eec7cf
   5ce   c76e  movabs r10,0x7f141e036d00
   5d5   c775  
   5d8   c778  call   r10
   5db   c77b  mov    ebp,DWORD PTR [rbx+0xc]
   5de   c77e  sub    rax,QWORD PTR [rsp+0x18]
   5e3   c783  cmp    ebp,DWORD PTR [rsp+0x8]
   5e7   c787  jne    0x7f1408eecc50
   5ed   c78d  add    rsp,0x80
        ;   {poll_return}
   5f4   c794  pop    rbp
   5f5   c795  cmp    rsp,QWORD PTR [r15+0x340]
   5fc   c79c  ja     0x7f1408eecca0
   602   c7a2  ret
   603   c7a3  nop    DWORD PTR [rax+0x0]
   60a   c7aa  nop    WORD PTR [rax+rax*1+0x0]
   610   c7b0  pause
   612   c7b2  mov    r10,QWORD PTR [rbx+0x10]
   616   c7b6  mov    r11,QWORD PTR [r15+0x348]
   61d   c7bd  inc    r8d
        ;   {poll}
   620   c7c0  test   DWORD PTR [r11],eax
   623   c7c3  cmp    r10,QWORD PTR [rsp+0x10]
   628   c7c8  je     0x7f1408eec76e
   62a   c7ca  mov    DWORD PTR [rsp+0x4],r8d
   62f   c7cf  mov    r11d,DWORD PTR [rbx+0x30]
   633   c7d3  test   r11d,r11d
   636   c7d6  jne    0x7f1408eecbd0
   63c   c7dc  mov    r8d,DWORD PTR [rsp+0x4]
   641   c7e1  cmp    r8d,0x64
   645   c7e5  jl     0x7f1408eec7b0
   647   c7e7  mov    QWORD PTR [rsp-0x8],rax
   64c   c7ec  mov    eax,DWORD PTR [rsp+0x4]
   650   c7f0  mov    DWORD PTR [rsp+0xc],eax
   654   c7f4  mov    rax,QWORD PTR [rsp-0x8]
   659   c7f9  mov    QWORD PTR [rsp],rbx
   65d   c7fd  xchg   ax,ax
   65f   c7ff  call   0x7f1408ee1dc0
   664   c804  mov    rbx,QWORD PTR [rsp]
   668   c808  mov    r8d,DWORD PTR [rsp+0xc]
   66d   c80d  jmp    0x7f1408eec7b2
   66f   c80f  xor    ebx,ebx
   671   c811  jmp    0x7f1408eec235
   676   c816  mov    DWORD PTR [rsp+0xc],ebx
   67a   c81a  nop
   67b   c81b  call   0x7f1408ee1dc0
   680   c820  mov    ebx,DWORD PTR [rsp+0xc]
   684   c824  jmp    0x7f1408eec21b
   689   c829  mov    esi,0xffffffec
   68e   c82e  mov    rbp,QWORD PTR [rsp]
   692   c832  mov    DWORD PTR [rsp],eax
   695   c835  mov    QWORD PTR [rsp+0x8],r14
   69a   c83a  mov    r11,QWORD PTR [rsp+0x18]
   69f   c83f  mov    QWORD PTR [rsp+0x10],r11
   6a4   c844  mov    QWORD PTR [rsp-0x8],rax
   6a9   c849  mov    eax,DWORD PTR [rsp+0x20]
   6ad   c84d  mov    DWORD PTR [rsp+0x4],eax
   6b1   c851  mov    rax,QWORD PTR [rsp-0x8]
   6b6   c856  mov    DWORD PTR [rsp+0x18],r10d
   6bb   c85b  mov    QWORD PTR [rsp+0x28],r13
   6c0   c860  mov    DWORD PTR [rsp+0x1c],r8d
   6c5   c865  xchg   ax,ax
   6c7   c867  call   0x7f1408991a80
   6cc   c86c  mov    esi,0xffffffe4
   6d1   c871  mov    rbp,QWORD PTR [rsp]
   6d5   c875  mov    DWORD PTR [rsp],eax
   6d8   c878  mov    QWORD PTR [rsp+0x8],r14
   6dd   c87d  mov    r9,QWORD PTR [rsp+0x18]
   6e2   c882  mov    QWORD PTR [rsp+0x10],r9
   6e7   c887  mov    QWORD PTR [rsp-0x8],rax
   6ec   c88c  mov    eax,DWORD PTR [rsp+0x20]
   6f0   c890  mov    DWORD PTR [rsp+0x4],eax
   6f4   c894  mov    rax,QWORD PTR [rsp-0x8]
   6f9   c899  mov    DWORD PTR [rsp+0x18],r10d
   6fe   c89e  mov    QWORD PTR [rsp+0x28],r13
   703   c8a3  mov    QWORD PTR [rsp+0x30],r8
   708   c8a8  mov    DWORD PTR [rsp+0x38],r11d
   70d   c8ad  mov    DWORD PTR [rsp+0x3c],edx
   711   c8b1  mov    DWORD PTR [rsp+0x40],ecx
   715   c8b5  xchg   ax,ax
   717   c8b7  call   0x7f1408991a80
   71c   c8bc  add    r9,0x90
   723   c8c3  mov    esi,0xffffff45
   728   c8c8  movabs rbx,0x7f1397000000
   72f   c8cf  
   732   c8d2  add    rbx,rcx
   735   c8d5  mov    rcx,QWORD PTR [rbx+0x70]
   739   c8d9  mov    rbp,QWORD PTR [rcx]
   73c   c8dc  mov    DWORD PTR [rsp+0x8],eax
   740   c8e0  mov    QWORD PTR [rsp+0x10],r14
   745   c8e5  mov    QWORD PTR [rsp-0x8],rax
   74a   c8ea  mov    eax,DWORD PTR [rsp+0x20]
   74e   c8ee  mov    DWORD PTR [rsp+0xc],eax
   752   c8f2  mov    rax,QWORD PTR [rsp-0x8]
   757   c8f7  mov    DWORD PTR [rsp+0x20],r10d
   75c   c8fc  mov    QWORD PTR [rsp+0x30],r13
   761   c901  mov    QWORD PTR [rsp+0x38],r8
   766   c906  mov    QWORD PTR [rsp+0x40],r9
   76b   c90b  mov    DWORD PTR [rsp+0x48],r11d
        ;   {runtime_call UncommonTrapBlob}
   770   c910  data16 xchg ax,ax
   773   c913  call   0x7f1408991a80
   778   c918  mov    DWORD PTR [rsp+0x10],r10d
   77d   c91d  mov    QWORD PTR [rsp+0x8],r13
   782   c922  mov    r13,r14
   785   c925  mov    r14d,ebx
   788   c928  mov    ebx,eax
   78a   c92a  mov    rsi,r15
   78d   c92d  movabs r10,0x7f141dad3130
   794   c934  
   797   c937  call   r10
   79a   c93a  mov    eax,ebx
   79c   c93c  mov    ebx,r14d
   79f   c93f  mov    r14,r13
   7a2   c942  mov    r13,QWORD PTR [rsp+0x8]
   7a7   c947  mov    r10d,DWORD PTR [rsp+0x10]
   7ac   c94c  jmp    0x7f1408eec556
   7b1   c951  mov    esi,0xffffffe4
   7b6   c956  mov    rbp,QWORD PTR [rsp]
   7ba   c95a  mov    DWORD PTR [rsp],eax
   7bd   c95d  mov    QWORD PTR [rsp+0x8],r14
   7c2   c962  mov    rcx,QWORD PTR [rsp+0x18]
   7c7   c967  mov    QWORD PTR [rsp+0x10],rcx
   7cc   c96c  mov    ecx,DWORD PTR [rsp+0x20]
   7d0   c970  mov    DWORD PTR [rsp+0x4],ecx
   7d4   c974  mov    edx,DWORD PTR [rsp+0x24]
   7d8   c978  mov    DWORD PTR [rsp+0x18],edx
   7dc   c97c  mov    QWORD PTR [rsp+0x28],r13
   7e1   c981  mov    QWORD PTR [rsp+0x40],r8
   7e6   c986  mov    DWORD PTR [rsp+0x48],ebx
   7ea   c98a  mov    QWORD PTR [rsp+0x50],rdi
   7ef   c98f  mov    DWORD PTR [rsp+0x4c],r11d
   7f4   c994  mov    DWORD PTR [rsp+0x58],r10d
   7f9   c999  mov    DWORD PTR [rsp+0x5c],r9d
   7fe   c99e  nop
   7ff   c99f  call   0x7f1408991a80
   804   c9a4  mov    esi,0xffffffe4
   809   c9a9  mov    rbp,QWORD PTR [rsp]
   80d   c9ad  mov    DWORD PTR [rsp],eax
   810   c9b0  mov    QWORD PTR [rsp+0x8],r14
   815   c9b5  mov    r10,QWORD PTR [rsp+0x18]
   81a   c9ba  mov    QWORD PTR [rsp+0x10],r10
   81f   c9bf  mov    r10d,DWORD PTR [rsp+0x20]
   824   c9c4  mov    DWORD PTR [rsp+0x4],r10d
   829   c9c9  mov    ecx,DWORD PTR [rsp+0x24]
   82d   c9cd  mov    DWORD PTR [rsp+0x18],ecx
   831   c9d1  mov    QWORD PTR [rsp+0x28],r13
   836   c9d6  mov    QWORD PTR [rsp+0x40],r8
   83b   c9db  mov    DWORD PTR [rsp+0x1c],r11d
   840   c9e0  mov    DWORD PTR [rsp+0x48],edi
   844   c9e4  mov    DWORD PTR [rsp+0x4c],r9d
   849   c9e9  xchg   ax,ax
   84b   c9eb  call   0x7f1408991a80
   850   c9f0  mov    esi,0xffffffec
   855   c9f5  mov    rbp,QWORD PTR [rsp]
   859   c9f9  mov    r8d,DWORD PTR [rsp+0x8]
   85e   c9fe  mov    DWORD PTR [rsp],r8d
   862   ca02  mov    r8,QWORD PTR [rsp+0x10]
   867   ca07  mov    QWORD PTR [rsp+0x8],r8
   86c   ca0c  mov    r8,QWORD PTR [rsp+0x18]
   871   ca11  mov    QWORD PTR [rsp+0x10],r8
   876   ca16  mov    r9d,DWORD PTR [rsp+0x20]
   87b   ca1b  mov    DWORD PTR [rsp+0x4],r9d
   880   ca20  mov    r9d,DWORD PTR [rsp+0x24]
   885   ca25  mov    DWORD PTR [rsp+0x18],r9d
   88a   ca2a  mov    DWORD PTR [rsp+0x1c],r10d
   88f   ca2f  mov    DWORD PTR [rsp+0x30],r11d
        ;   {runtime_call UncommonTrapBlob}
   894   ca34  data16 xchg ax,ax
   897   ca37  call   0x7f1408991a80
   89c   ca3c  mov    esi,0xffffffe4
   8a1   ca41  mov    rbp,QWORD PTR [rsp]
   8a5   ca45  mov    edi,DWORD PTR [rsp+0x8]
   8a9   ca49  mov    DWORD PTR [rsp],edi
   8ac   ca4c  mov    r11,QWORD PTR [rsp+0x10]
   8b1   ca51  mov    QWORD PTR [rsp+0x8],r11
   8b6   ca56  mov    r11,QWORD PTR [rsp+0x18]
   8bb   ca5b  mov    QWORD PTR [rsp+0x10],r11
   8c0   ca60  mov    r11d,DWORD PTR [rsp+0x20]
   8c5   ca65  mov    DWORD PTR [rsp+0x4],r11d
   8ca   ca6a  mov    edi,DWORD PTR [rsp+0x24]
   8ce   ca6e  mov    DWORD PTR [rsp+0x18],edi
   8d2   ca72  mov    DWORD PTR [rsp+0x1c],r10d
   8d7   ca77  rex.W push QWORD PTR [rsp+0x38]
   8dc   ca7c  rex.W pop QWORD PTR [rsp+0x28]
   8e1   ca81  mov    QWORD PTR [rsp+0x30],rbx
   8e6   ca86  mov    DWORD PTR [rsp+0x3c],r9d
   8eb   ca8b  mov    DWORD PTR [rsp+0x40],r8d
   8f0   ca90  mov    DWORD PTR [rsp+0x44],ecx
        ;   {runtime_call UncommonTrapBlob}
   8f4   ca94  data16 xchg ax,ax
   8f7   ca97  call   0x7f1408991a80
   8fc   ca9c  mov    esi,0xffffff5e
   901   caa1  xchg   ax,ax
   903   caa3  call   0x7f1408991a80
   908   caa8  add    rcx,0x90
   90f   caaf  mov    esi,0xffffff45
   914   cab4  movabs r8,0x7f1397000000
   91b   cabb  
   91e   cabe  add    r8,r11
   921   cac1  mov    r11,QWORD PTR [r8+0x70]
   925   cac5  mov    rbp,QWORD PTR [r11]
   928   cac8  mov    r11d,DWORD PTR [rsp+0x20]
   92d   cacd  mov    DWORD PTR [rsp+0xc],r11d
   932   cad2  mov    r8d,DWORD PTR [rsp+0x24]
   937   cad7  mov    DWORD PTR [rsp+0x20],r8d
   93c   cadc  mov    DWORD PTR [rsp+0x24],r10d
   941   cae1  rex.W push QWORD PTR [rsp+0x38]
   946   cae6  rex.W pop QWORD PTR [rsp+0x30]
   94b   caeb  mov    QWORD PTR [rsp+0x38],rbx
   950   caf0  mov    QWORD PTR [rsp+0x48],rcx
   955   caf5  mov    DWORD PTR [rsp+0x44],r9d
   95a   cafa  nop
   95b   cafb  call   0x7f1408991a80
   960   cb00  mov    rsi,r15
   963   cb03  movabs r10,0x7f141dad3130
   96a   cb0a  
   96d   cb0d  call   r10
   970   cb10  jmp    0x7f1408eec486
   975   cb15  mov    esi,0xffffffe4
   97a   cb1a  mov    rbp,QWORD PTR [rsp]
   97e   cb1e  mov    r8d,DWORD PTR [rsp+0x8]
   983   cb23  mov    DWORD PTR [rsp],r8d
   987   cb27  mov    r11,QWORD PTR [rsp+0x10]
   98c   cb2c  mov    QWORD PTR [rsp+0x8],r11
   991   cb31  mov    r11,QWORD PTR [rsp+0x18]
   996   cb36  mov    QWORD PTR [rsp+0x10],r11
   99b   cb3b  mov    r11d,DWORD PTR [rsp+0x20]
   9a0   cb40  mov    DWORD PTR [rsp+0x4],r11d
   9a5   cb45  mov    r11d,DWORD PTR [rsp+0x24]
   9aa   cb4a  mov    DWORD PTR [rsp+0x18],r11d
   9af   cb4f  mov    DWORD PTR [rsp+0x1c],r14d
   9b4   cb54  mov    QWORD PTR [rsp+0x40],rbx
   9b9   cb59  mov    DWORD PTR [rsp+0x4c],edx
   9bd   cb5d  mov    QWORD PTR [rsp+0x50],rdi
   9c2   cb62  mov    DWORD PTR [rsp+0x58],r9d
   9c7   cb67  mov    DWORD PTR [rsp+0x5c],r10d
   9cc   cb6c  mov    DWORD PTR [rsp+0x60],ecx
        ;   {runtime_call UncommonTrapBlob}
   9d0   cb70  data16 xchg ax,ax
   9d3   cb73  call   0x7f1408991a80
   9d8   cb78  mov    esi,0xffffffe4
   9dd   cb7d  mov    rbp,QWORD PTR [rsp]
   9e1   cb81  mov    r10d,DWORD PTR [rsp+0x8]
   9e6   cb86  mov    DWORD PTR [rsp],r10d
   9ea   cb8a  mov    r10,QWORD PTR [rsp+0x10]
   9ef   cb8f  mov    QWORD PTR [rsp+0x8],r10
   9f4   cb94  mov    r10,QWORD PTR [rsp+0x18]
   9f9   cb99  mov    QWORD PTR [rsp+0x10],r10
   9fe   cb9e  mov    r10d,DWORD PTR [rsp+0x20]
   a03   cba3  mov    DWORD PTR [rsp+0x4],r10d
   a08   cba8  mov    r10d,DWORD PTR [rsp+0x24]
   a0d   cbad  mov    DWORD PTR [rsp+0x18],r10d
   a12   cbb2  mov    DWORD PTR [rsp+0x1c],r14d
   a17   cbb7  mov    QWORD PTR [rsp+0x40],rbx
   a1c   cbbc  mov    DWORD PTR [rsp+0x48],r9d
   a21   cbc1  mov    DWORD PTR [rsp+0x4c],r11d
   a26   cbc6  mov    DWORD PTR [rsp+0x50],ecx
   a2a   cbca  nop
   a2b   cbcb  call   0x7f1408991a80
   a30   cbd0  mov    esi,0xffffff45
   a35   cbd5  mov    rbp,rbx
   a38   cbd8  mov    r8d,DWORD PTR [rsp+0x8]
   a3d   cbdd  mov    DWORD PTR [rsp],r8d
   a41   cbe1  mov    r10,QWORD PTR [rsp+0x10]
   a46   cbe6  mov    QWORD PTR [rsp+0x8],r10
   a4b   cbeb  mov    r10,QWORD PTR [rsp+0x18]
   a50   cbf0  mov    QWORD PTR [rsp+0x10],r10
   a55   cbf5  mov    DWORD PTR [rsp+0x18],r11d
   a5a   cbfa  nop
   a5b   cbfb  call   0x7f1408991a80
   a60   cc00  mov    rbp,QWORD PTR [rsp]
   a64   cc04  mov    DWORD PTR [rsp+0x4],ebx
   a68   cc08  mov    QWORD PTR [rsp+0x10],r14
   a6d   cc0d  jmp    0x7f1408eec743
   a72   cc12  mov    esi,0xfffffff6
   a77   cc17  call   0x7f1408991a80
   a7c   cc1c  mov    esi,0xffffff76
   a81   cc21  mov    rbp,QWORD PTR [rsp]
   a85   cc25  mov    QWORD PTR [rsp+0x8],r14
   a8a   cc2a  mov    r10,QWORD PTR [rsp+0x18]
   a8f   cc2f  mov    QWORD PTR [rsp+0x10],r10
   a94   cc34  mov    DWORD PTR [rsp+0x18],eax
        ;   {runtime_call UncommonTrapBlob}
   a98   cc38  data16 xchg ax,ax
   a9b   cc3b  call   0x7f1408991a80
   aa0   cc40  mov    esi,0xffffff45
   aa5   cc45  mov    QWORD PTR [rsp+0x10],r14
   aaa   cc4a  nop
   aab   cc4b  call   0x7f1408991a80
   ab0   cc50  mov    esi,0xffffff45
   ab5   cc55  mov    QWORD PTR [rsp],rbx
   ab9   cc59  mov    QWORD PTR [rsp+0x10],rax
   abe   cc5e  nop
   abf   cc5f  call   0x7f1408991a80
   ac4   cc64  mov    esi,0xffffff5e
   ac9   cc69  xchg   ax,ax
   acb   cc6b  call   0x7f1408991a80
   ad0   cc70  mov    esi,0xffffff5e
   ad5   cc75  xchg   ax,ax
   ad7   cc77  call   0x7f1408991a80
   adc   cc7c  mov    rsi,rax
   adf   cc7f  jmp    0x7f1408eecc93
   ae1   cc81  mov    rsi,rax
   ae4   cc84  jmp    0x7f1408eecc93
   ae6   cc86  mov    rsi,rax
   ae9   cc89  jmp    0x7f1408eecc93
   aeb   cc8b  mov    rsi,rax
   aee   cc8e  jmp    0x7f1408eecc93
   af0   cc90  mov    rsi,rax
   af3   cc93  add    rsp,0x80
   afa   cc9a  pop    rbp
   afb   cc9b  jmp    0x7f14089a7a80
        ;   {internal_word}
   b00   cca0  movabs r10,0x7f1408eec795
   b07   cca7  
   b0a   ccaa  mov    QWORD PTR [r15+0x358],r10
   b11   ccb1  jmp    0x7f1408990900
   b16   ccb6  hlt
   b17   ccb7  hlt
   b18   ccb8  hlt
   b19   ccb9  hlt
   b1a   ccba  hlt
   b1b   ccbb  hlt
   b1c   ccbc  hlt
   b1d   ccbd  hlt
   b1e   ccbe  hlt
   b1f   ccbf  hlt
        [Stub Code]
        ;   {no_reloc}
   b20   ccc0  movabs rbx,0x7f1393095588
   b27   ccc7  
   b2a   ccca  jmp    0x7f140898e659
   b2f   cccf  movabs rbx,0x0
   b36   ccd6  
   b39   ccd9  jmp    0x7f1408eeccd9
   b3e   ccde  movabs rbx,0x0
   b45   cce5  
        ;   {runtime_call}
   b48   cce8  jmp    0x7f1408eecce8
   b4d   cced  movabs rbx,0x0
        ;   {runtime_call}
   b54   ccf4  
   b57   ccf7  jmp    0x7f1408eeccf7
        ;   {static_stub}
   b5c   ccfc  movabs rbx,0x0
   b63   cd03  
   b66   cd06  jmp    0x7f1408eecd06
   b6b   cd0b  jmp    0x7f140899e200
        [Deopt Handler Code]
   b70   cd10  call   0x7f1408eecd15
   b75   cd15  sub    QWORD PTR [rsp],0x5
   b7a   cd1a  jmp    0x7f1408991da0
   b7f   cd1f  hlt
