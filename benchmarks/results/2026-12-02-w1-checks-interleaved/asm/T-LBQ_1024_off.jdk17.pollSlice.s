====================================================================================================
Compiled method (c2)     324  360 %     4       dev.tempered.benchmarks.HandoverPair::pollSlice @ 4 (42 bytes)
        ;   {runtime_call os::breakpoint()}
     0   d740  call   0x7f8dda8274c0
     5   d745  data16 data16 nop WORD PTR [rax+rax*1+0x0]
     c   d74c  
    10   d750  mov    DWORD PTR [rsp-0x14000],eax
    17   d757  push   rbp
    18   d758  sub    rsp,0x50
    1c   d75c  mov    r10,QWORD PTR [rsi+0x18]
    20   d760  mov    QWORD PTR [rsp+0x10],r10
    25   d765  mov    r10d,DWORD PTR [rsi+0x10]
    29   d769  mov    DWORD PTR [rsp],r10d
    2d   d76d  mov    r13d,DWORD PTR [rsi+0x8]
    31   d771  mov    rdi,rsi
    34   d774  movabs r10,0x7f8dda8e7cc0
    3b   d77b  
    3e   d77e  call   r10
    41   d781  mov    r10,QWORD PTR [rsp+0x10]
    46   d786  test   r10,r10
    49   d789  je     0x7f8dc4eedb35
    4f   d78f  mov    r10d,DWORD PTR [r10+0x8]
    53   d793  movabs rax,0x7f8d530ebfa8
    5a   d79a  
    5d   d79d  movabs rsi,0x7f8d53000000
    64   d7a4  
    67   d7a7  add    rsi,r10
    6a   d7aa  mov    r10,QWORD PTR [rsi+0x20]
    6e   d7ae  cmp    r10,rax
    71   d7b1  jne    0x7f8dc4eeda06
    77   d7b7  mov    r11,QWORD PTR [rsp+0x10]
    7c   d7bc  mov    r10d,DWORD PTR [r11+0x8]
        ;   {metadata('dev/tempered/runtime/v1/TemperedLinkedBlockingQueue$SignallingBoundedRing')}
    80   d7c0  cmp    r10d,0x10105b0
    87   d7c7  jne    0x7f8dc4eedb38
    8d   d7cd  xor    r10d,r10d
    90   d7d0  jmp    0x7f8dc4eed7eb
    92   d7d2  mov    ebp,0x1
    97   d7d7  pause
    99   d7d9  mov    r8,QWORD PTR [rsp+0x10]
    9e   d7de  mov    r9,QWORD PTR [r15+0x348]
    a5   d7e5  test   DWORD PTR [r9],eax
    a8   d7e8  mov    r13d,ebp
    ab   d7eb  mov    r9,QWORD PTR [r11+0x158]
    b2   d7f2  test   r9,r9
    b5   d7f5  jne    0x7f8dc4eeda6c
    bb   d7fb  mov    r8d,DWORD PTR [r11+0x16c]
    c2   d802  mov    edi,DWORD PTR [r12+r8*8+0xc]
    c7   d807  mov    rcx,QWORD PTR [r11+0x150]
    ce   d80e  lea    rbx,[r12+r8*8]
    d2   d812  mov    r9d,ecx
    d5   d815  and    r9d,DWORD PTR [r11+0x168]
    dc   d81c  mov    edx,r9d
    df   d81f  add    edx,0x20
    e2   d822  cmp    edx,edi
    e4   d824  jae    0x7f8dc4eedae4
    ea   d82a  movsxd rbp,r9d
    ed   d82d  shl    rbp,0x2
    f1   d831  mov    r14d,DWORD PTR [rbx+rbp*1+0x90]
    f8   d838  
    f9   d839  test   r14d,r14d
    fc   d83c  je     0x7f8dc4eed99d
   102   d842  mov    r8d,DWORD PTR [r12+r8*8+0x8]
   107   d847  add    rcx,0x1
   10b   d84b  mov    QWORD PTR [r11+0x150],rcx
   112   d852  cmp    r8d,0x1550
   119   d859  jne    0x7f8dc4eedaef
   11f   d85f  cmp    BYTE PTR [r15+0x38],0x0
   124   d864  jne    0x7f8dc4eed9cb
   12a   d86a  mov    DWORD PTR [rbx+rbp*1+0x90],r12d
   131   d871  
   132   d872  mov    r8d,DWORD PTR [rsp]
   136   d876  inc    r8d
   139   d879  mov    DWORD PTR [rsp],r8d
   13d   d87d  cmp    r14d,0xd3ddb29b
   144   d884  jne    0x7f8dc4eed8d6
   146   d886  mov    eax,DWORD PTR [rsp]
   149   d889  add    rsp,0x50
   14d   d88d  pop    rbp
   14e   d88e  cmp    rsp,QWORD PTR [r15+0x340]
   155   d895  ja     0x7f8dc4eedb65
   15b   d89b  ret
   15c   d89c  mov    r8,QWORD PTR [r15+0x30]
   160   d8a0  mov    QWORD PTR [r8+r9*1-0x8],rdi
   165   d8a5  add    r9,0xfffffffffffffff8
   169   d8a9  mov    QWORD PTR [r15+0x20],r9
   16d   d8ad  data16 xchg ax,ax
   170   d8b0  mov    DWORD PTR [rbx+rbp*1+0x90],r12d
   177   d8b7  
   178   d8b8  mov    r9d,DWORD PTR [rsp]
   17c   d8bc  inc    r9d
   17f   d8bf  mov    DWORD PTR [rsp],r9d
   183   d8c3  cmp    r13d,0xd3ddb29b
   18a   d8ca  je     0x7f8dc4eed886
   18c   d8cc  mov    r8,QWORD PTR [r15+0x348]
   193   d8d3  test   DWORD PTR [r8],eax
   196   d8d6  mov    r9,QWORD PTR [r11+0x158]
   19d   d8dd  test   r9,r9
   1a0   d8e0  jne    0x7f8dc4eeda6f
   1a6   d8e6  mov    r8d,DWORD PTR [r11+0x16c]
   1ad   d8ed  mov    edi,DWORD PTR [r12+r8*8+0xc]
   1b2   d8f2  mov    rcx,QWORD PTR [r11+0x150]
   1b9   d8f9  lea    rbx,[r12+r8*8]
   1bd   d8fd  mov    esi,ecx
   1bf   d8ff  and    esi,DWORD PTR [r11+0x168]
   1c6   d906  mov    edx,esi
   1c8   d908  add    edx,0x20
   1cb   d90b  cmp    edx,edi
   1cd   d90d  jae    0x7f8dc4eeda3c
   1d3   d913  movsxd rbp,esi
   1d6   d916  shl    rbp,0x2
   1da   d91a  mov    r13d,DWORD PTR [rbx+rbp*1+0x90]
   1e1   d921  
   1e2   d922  test   r13d,r13d
   1e5   d925  je     0x7f8dc4eed7d2
   1eb   d92b  mov    r8d,DWORD PTR [r12+r8*8+0x8]
   1f0   d930  add    rcx,0x1
   1f4   d934  mov    QWORD PTR [r11+0x150],rcx
   1fb   d93b  cmp    r8d,0x1550
   202   d942  jne    0x7f8dc4eedaa0
   208   d948  cmp    BYTE PTR [r15+0x38],0x0
   20d   d94d  je     0x7f8dc4eed8b0
   213   d953  mov    r8d,DWORD PTR [rbx+rbp*1+0x90]
   21a   d95a  
   21b   d95b  test   r8d,r8d
   21e   d95e  je     0x7f8dc4eed8b0
   224   d964  mov    r9,QWORD PTR [r15+0x20]
   228   d968  mov    rdi,r8
   22b   d96b  shl    rdi,0x3
   22f   d96f  test   r9,r9
   232   d972  jne    0x7f8dc4eed89c
   238   d978  mov    DWORD PTR [rsp+0x4],r10d
   23d   d97d  mov    r14,r11
   240   d980  mov    rsi,r15
   243   d983  movabs r10,0x7f8dda2d3130
   24a   d98a  
   24d   d98d  call   r10
   250   d990  mov    r11,r14
   253   d993  mov    r10d,DWORD PTR [rsp+0x4]
   258   d998  jmp    0x7f8dc4eed8b0
   25d   d99d  mov    ebp,r13d
   260   d9a0  inc    ebp
   262   d9a2  cmp    r13d,0x64
   266   d9a6  jl     0x7f8dc4eed7d7
   26c   d9ac  mov    DWORD PTR [rsp+0x4],r10d
   271   d9b1  mov    QWORD PTR [rsp+0x8],r11
   276   d9b6  nop
   277   d9b7  call   0x7f8dc4ee4a40
   27c   d9bc  mov    r11,QWORD PTR [rsp+0x8]
   281   d9c1  mov    r10d,DWORD PTR [rsp+0x4]
   286   d9c6  jmp    0x7f8dc4eed7d9
   28b   d9cb  mov    r8d,DWORD PTR [rbx+rbp*1+0x90]
   292   d9d2  
   293   d9d3  test   r8d,r8d
   296   d9d6  je     0x7f8dc4eed86a
   29c   d9dc  mov    r9,QWORD PTR [r15+0x20]
   2a0   d9e0  mov    rdi,r8
   2a3   d9e3  shl    rdi,0x3
   2a7   d9e7  test   r9,r9
   2aa   d9ea  je     0x7f8dc4eedb0c
   2b0   d9f0  mov    r8,QWORD PTR [r15+0x30]
   2b4   d9f4  mov    QWORD PTR [r8+r9*1-0x8],rdi
   2b9   d9f9  add    r9,0xfffffffffffffff8
   2bd   d9fd  mov    QWORD PTR [r15+0x20],r9
   2c1   da01  jmp    0x7f8dc4eed86a
   2c6   da06  mov    rdi,QWORD PTR [rsi+0x28]
   2ca   da0a  mov    ecx,DWORD PTR [rdi]
   2cc   da0c  add    rdi,0x8
   2d0   da10  test   rax,rax
   2d3   da13  repnz scas rax,QWORD PTR es:[rdi]
   2d6   da16  jne    0x7f8dc4eeda20
   2dc   da1c  mov    QWORD PTR [rsi+0x20],rax
   2e0   da20  je     0x7f8dc4eed7b7
   2e6   da26  mov    esi,0xffffff8d
   2eb   da2b  mov    rbp,QWORD PTR [rsp+0x10]
   2f0   da30  mov    DWORD PTR [rsp+0x4],r13d
   2f5   da35  xchg   ax,ax
   2f7   da37  call   0x7f8dc4991a80
   2fc   da3c  mov    ebp,DWORD PTR [rsp]
   2ff   da3f  mov    esi,0xffffffe4
   304   da44  mov    QWORD PTR [rsp+0x8],r11
   309   da49  mov    QWORD PTR [rsp+0x10],rcx
   30e   da4e  mov    DWORD PTR [rsp+0x18],r8d
   313   da53  mov    QWORD PTR [rsp+0x20],rbx
   318   da58  mov    DWORD PTR [rsp+0x28],edx
   31c   da5c  mov    DWORD PTR [rsp+0x2c],edi
   320   da60  mov    DWORD PTR [rsp+0x30],r10d
   325   da65  xchg   ax,ax
   327   da67  call   0x7f8dc4991a80
   32c   da6c  mov    r10d,r13d
   32f   da6f  xor    r8d,r8d
   332   da72  cmp    r9,r8
   335   da75  mov    ebp,0xffffffff
   33a   da7a  jl     0x7f8dc4eeda84
   33c   da7c  setne  bpl
   340   da80  movzx  ebp,bpl
   344   da84  mov    esi,0xffffff45
   349   da89  mov    QWORD PTR [rsp+0x10],r11
   34e   da8e  mov    QWORD PTR [rsp+0x18],r9
   353   da93  mov    DWORD PTR [rsp+0x4],r10d
        ;   {runtime_call UncommonTrapBlob}
   358   da98  data16 xchg ax,ax
   35b   da9b  call   0x7f8dc4991a80
   360   daa0  lea    r9,[r12+r13*8]
   364   daa4  movabs rcx,0x7f8d53000000
   36b   daab  
   36e   daae  add    rcx,r8
   371   dab1  mov    r8,QWORD PTR [rcx+0x70]
   375   dab5  mov    r8,QWORD PTR [r8]
   378   dab8  add    rbp,0x90
   37f   dabf  mov    esi,0xffffff45
   384   dac4  mov    QWORD PTR [rsp+0x10],r11
   389   dac9  mov    QWORD PTR [rsp+0x20],rbx
   38e   dace  mov    DWORD PTR [rsp+0x4],r10d
   393   dad3  mov    QWORD PTR [rsp+0x28],r9
   398   dad8  mov    QWORD PTR [rsp+0x30],r8
   39d   dadd  xchg   ax,ax
   39f   dadf  call   0x7f8dc4991a80
   3a4   dae4  mov    ebp,DWORD PTR [rsp]
   3a7   dae7  mov    r10d,r13d
   3aa   daea  jmp    0x7f8dc4eeda3f
   3af   daef  lea    r9,[r12+r14*8]
   3b3   daf3  movabs r10,0x7f8d53000000
   3ba   dafa  
   3bd   dafd  add    r10,r8
   3c0   db00  mov    r10,QWORD PTR [r10+0x70]
   3c4   db04  mov    r8,QWORD PTR [r10]
   3c7   db07  mov    r10d,r13d
   3ca   db0a  jmp    0x7f8dc4eedab8
   3cc   db0c  mov    DWORD PTR [rsp+0x4],r10d
   3d1   db11  mov    QWORD PTR [rsp+0x8],r11
   3d6   db16  mov    rsi,r15
   3d9   db19  movabs r10,0x7f8dda2d3130
   3e0   db20  
   3e3   db23  call   r10
   3e6   db26  mov    r11,QWORD PTR [rsp+0x8]
   3eb   db2b  mov    r10d,DWORD PTR [rsp+0x4]
   3f0   db30  jmp    0x7f8dc4eed86a
   3f5   db35  xor    r11d,r11d
   3f8   db38  mov    esi,0xffffff76
   3fd   db3d  mov    rbp,r11
   400   db40  mov    DWORD PTR [rsp+0x4],r13d
   405   db45  xchg   ax,ax
   407   db47  call   0x7f8dc4991a80
   40c   db4c  mov    esi,0xffffff5e
   411   db51  xchg   ax,ax
   413   db53  call   0x7f8dc4991a80
   418   db58  mov    rsi,rax
   41b   db5b  add    rsp,0x50
   41f   db5f  pop    rbp
        ;   {runtime_call _rethrow_Java}
   420   db60  jmp    0x7f8dc4a3c680
   425   db65  movabs r10,0x7f8dc4eed88e
   42c   db6c  
   42f   db6f  mov    QWORD PTR [r15+0x358],r10
   436   db76  jmp    0x7f8dc4990900
   43b   db7b  hlt
   43c   db7c  hlt
   43d   db7d  hlt
   43e   db7e  hlt
   43f   db7f  hlt
        [Stub Code]
        ;   {no_reloc}
   440   db80  movabs rbx,0x0
   447   db87  
   44a   db8a  jmp    0x7f8dc4eedb8a
   44f   db8f  jmp    0x7f8dc499ee00
        [Deopt Handler Code]
   454   db94  call   0x7f8dc4eedb99
   459   db99  sub    QWORD PTR [rsp],0x5
   45e   db9e  jmp    0x7f8dc4991da0
   463   dba3  hlt
   464   dba4  hlt
   465   dba5  hlt
   466   dba6  hlt
   467   dba7  hlt
====================================================================================================
Compiled method (c2)     358  367       4       dev.tempered.benchmarks.HandoverPair::pollSlice (42 bytes)
     0     40  mov    DWORD PTR [rsp-0x14000],eax
     7     47  push   rbp
     8     48  sub    rsp,0x50
     c     4c  mov    r11,rsi
     f     4f  mov    r10d,DWORD PTR [rsi+0x8]
    13     53  cmp    r10d,0x10105b0
    1a     5a  jne    0x7f8dc4ef03ad
    20     60  mov    r10,rsi
    23     63  xor    r9d,r9d
    26     66  xor    r14d,r14d
    29     69  xor    r8d,r8d
    2c     6c  jmp    0x7f8dc4ef0082
    2e     6e  mov    ebp,0x1
    33     73  pause
    35     75  mov    r11,QWORD PTR [r15+0x348]
        ;   {poll}
    3c     7c  test   DWORD PTR [r11],eax
    3f     7f  mov    r9d,ebp
    42     82  mov    r11,QWORD PTR [r10+0x158]
    49     89  test   r11,r11
    4c     8c  jne    0x7f8dc4ef0353
    52     92  mov    ecx,DWORD PTR [r10+0x16c]
    59     99  mov    r11d,DWORD PTR [r12+rcx*8+0xc]
    5e     9e  mov    rdi,QWORD PTR [r10+0x150]
    65     a5  lea    rbx,[r12+rcx*8]
    69     a9  mov    edx,edi
    6b     ab  and    edx,DWORD PTR [r10+0x168]
    72     b2  mov    eax,edx
    74     b4  add    eax,0x20
    77     b7  cmp    eax,r11d
    7a     ba  jae    0x7f8dc4ef0348
    80     c0  movsxd r13,edx
    83     c3  shl    r13,0x2
    87     c7  mov    ebp,DWORD PTR [rbx+r13*1+0x90]
    8e     ce  
    8f     cf  test   ebp,ebp
    91     d1  je     0x7f8dc4ef022e
    97     d7  mov    r11d,DWORD PTR [r12+rcx*8+0x8]
    9c     dc  add    rdi,0x1
    a0     e0  mov    QWORD PTR [r10+0x150],rdi
    a7     e7  cmp    r11d,0x1550
    ae     ee  jne    0x7f8dc4ef035f
    b4     f4  cmp    BYTE PTR [r15+0x38],0x0
    b9     f9  jne    0x7f8dc4ef0263
    bf     ff  mov    DWORD PTR [rbx+r13*1+0x90],r12d
    c6    106  
    c7    107  inc    r8d
    ca    10a  cmp    ebp,0xd3ddb29b
    d0    110  jne    0x7f8dc4ef015d
    d2    112  mov    eax,r8d
    d5    115  add    rsp,0x50
    d9    119  pop    rbp
    da    11a  cmp    rsp,QWORD PTR [r15+0x340]
    e1    121  ja     0x7f8dc4ef03d5
    e7    127  ret
    e8    128  mov    r9,QWORD PTR [r15+0x30]
    ec    12c  mov    QWORD PTR [r9+r11*1-0x8],rdi
    f1    131  add    r11,0xfffffffffffffff8
    f5    135  mov    QWORD PTR [r15+0x20],r11
    f9    139  nop    DWORD PTR [rax+0x0]
   100    140  mov    DWORD PTR [rbx+r13*1+0x90],r12d
   107    147  
        ;   {oop(a 'java/lang/Object'{0x000000069eed94d8})}
   108    148  inc    r8d
   10b    14b  cmp    ebp,0xd3ddb29b
   111    151  je     0x7f8dc4ef0112
   113    153  mov    r11,QWORD PTR [r15+0x348]
   11a    15a  test   DWORD PTR [r11],eax
   11d    15d  mov    r11,QWORD PTR [r10+0x158]
   124    164  test   r11,r11
   127    167  jne    0x7f8dc4ef02cc
   12d    16d  mov    ecx,DWORD PTR [r10+0x16c]
        ; implicit exception: dispatches to 0x00007f8dc4ef03bc
   134    174  mov    r11d,DWORD PTR [r12+rcx*8+0xc]
   139    179  mov    rdi,QWORD PTR [r10+0x150]
   140    180  lea    rbx,[r12+rcx*8]
   144    184  mov    r9d,edi
   147    187  and    r9d,DWORD PTR [r10+0x168]
   14e    18e  mov    eax,r9d
   151    191  add    eax,0x20
   154    194  cmp    eax,r11d
   157    197  jae    0x7f8dc4ef029e
   15d    19d  movsxd r13,r9d
   160    1a0  shl    r13,0x2
   164    1a4  mov    ebp,DWORD PTR [rbx+r13*1+0x90]
   16b    1ab  
   16c    1ac  test   ebp,ebp
   16e    1ae  je     0x7f8dc4ef006e
   174    1b4  mov    r11d,DWORD PTR [r12+rcx*8+0x8]
   179    1b9  add    rdi,0x1
   17d    1bd  mov    QWORD PTR [r10+0x150],rdi
        ;   {metadata('java/lang/Object'[])}
   184    1c4  cmp    r11d,0x1550
   18b    1cb  jne    0x7f8dc4ef0300
   191    1d1  cmp    BYTE PTR [r15+0x38],0x0
   196    1d6  je     0x7f8dc4ef0140
   19c    1dc  mov    r9d,DWORD PTR [rbx+r13*1+0x90]
   1a3    1e3  
   1a4    1e4  test   r9d,r9d
   1a7    1e7  je     0x7f8dc4ef0140
   1ad    1ed  mov    r11,QWORD PTR [r15+0x20]
   1b1    1f1  mov    rdi,r9
   1b4    1f4  shl    rdi,0x3
   1b8    1f8  test   r11,r11
   1bb    1fb  jne    0x7f8dc4ef0128
   1c1    201  mov    DWORD PTR [rsp+0x4],r8d
   1c6    206  mov    DWORD PTR [rsp],r14d
   1ca    20a  mov    r14,r10
   1cd    20d  mov    rsi,r15
   1d0    210  movabs r10,0x7f8dda2d3130
   1d7    217  
   1da    21a  call   r10
   1dd    21d  mov    r10,r14
   1e0    220  mov    r14d,DWORD PTR [rsp]
   1e4    224  mov    r8d,DWORD PTR [rsp+0x4]
   1e9    229  jmp    0x7f8dc4ef0140
   1ee    22e  mov    ebp,r9d
   1f1    231  inc    ebp
   1f3    233  cmp    r9d,0x64
   1f7    237  jl     0x7f8dc4ef0073
   1fd    23d  mov    DWORD PTR [rsp+0xc],r8d
   202    242  mov    DWORD PTR [rsp+0x8],r14d
   207    247  mov    QWORD PTR [rsp],r10
   20b    24b  call   0x7f8dc4ee4a40
   210    250  mov    r10,QWORD PTR [rsp]
   214    254  mov    r14d,DWORD PTR [rsp+0x8]
   219    259  mov    r8d,DWORD PTR [rsp+0xc]
   21e    25e  jmp    0x7f8dc4ef0075
   223    263  mov    r9d,DWORD PTR [rbx+r13*1+0x90]
   22a    26a  
   22b    26b  test   r9d,r9d
   22e    26e  je     0x7f8dc4ef00ff
   234    274  mov    r11,QWORD PTR [r15+0x20]
   238    278  mov    rdi,r9
   23b    27b  shl    rdi,0x3
   23f    27f  test   r11,r11
   242    282  je     0x7f8dc4ef0380
   248    288  mov    r9,QWORD PTR [r15+0x30]
   24c    28c  mov    QWORD PTR [r9+r11*1-0x8],rdi
   251    291  add    r11,0xfffffffffffffff8
   255    295  mov    QWORD PTR [r15+0x20],r11
   259    299  jmp    0x7f8dc4ef00ff
   25e    29e  mov    ebp,r8d
   261    2a1  mov    esi,0xffffffe4
   266    2a6  mov    DWORD PTR [rsp+0x8],r14d
   26b    2ab  mov    QWORD PTR [rsp+0x10],r10
   270    2b0  mov    QWORD PTR [rsp+0x18],rdi
   275    2b5  mov    DWORD PTR [rsp+0xc],ecx
   279    2b9  mov    QWORD PTR [rsp+0x28],rbx
   27e    2be  mov    DWORD PTR [rsp+0x24],eax
   282    2c2  mov    DWORD PTR [rsp+0x30],r11d
   287    2c7  call   0x7f8dc4991a80
   28c    2cc  mov    DWORD PTR [rsp],r8d
   290    2d0  mov    esi,0xffffff45
   295    2d5  xor    r8d,r8d
   298    2d8  cmp    r11,r8
   29b    2db  mov    ebp,0xffffffff
   2a0    2e0  jl     0x7f8dc4ef02ea
   2a2    2e2  setne  bpl
   2a6    2e6  movzx  ebp,bpl
   2aa    2ea  mov    DWORD PTR [rsp+0x4],r14d
   2af    2ef  mov    QWORD PTR [rsp+0x10],r10
   2b4    2f4  mov    QWORD PTR [rsp+0x18],r11
   2b9    2f9  xchg   ax,ax
   2bb    2fb  call   0x7f8dc4991a80
   2c0    300  lea    rcx,[r12+rbp*8]
   2c4    304  movabs r9,0x7f8d53000000
   2cb    30b  
   2ce    30e  add    r9,r11
   2d1    311  mov    r11,QWORD PTR [r9+0x70]
   2d5    315  mov    rbp,QWORD PTR [r11]
   2d8    318  mov    DWORD PTR [rsp],r8d
   2dc    31c  add    r13,0x90
   2e3    323  mov    esi,0xffffff45
   2e8    328  mov    DWORD PTR [rsp+0x4],r14d
   2ed    32d  mov    QWORD PTR [rsp+0x10],r10
   2f2    332  mov    QWORD PTR [rsp+0x20],r13
   2f7    337  mov    QWORD PTR [rsp+0x28],rbx
   2fc    33c  mov    QWORD PTR [rsp+0x30],rcx
   301    341  xchg   ax,ax
   303    343  call   0x7f8dc4991a80
   308    348  mov    ebp,r8d
   30b    34b  mov    r14d,r9d
   30e    34e  jmp    0x7f8dc4ef02a1
   313    353  mov    DWORD PTR [rsp],r8d
   317    357  mov    r14d,r9d
   31a    35a  jmp    0x7f8dc4ef02d0
   31f    35f  lea    rcx,[r12+rbp*8]
   323    363  movabs rdi,0x7f8d53000000
   32a    36a  
   32d    36d  add    rdi,r11
   330    370  mov    r11,QWORD PTR [rdi+0x70]
   334    374  mov    rbp,QWORD PTR [r11]
   337    377  mov    DWORD PTR [rsp],r8d
   33b    37b  mov    r14d,r9d
   33e    37e  jmp    0x7f8dc4ef031c
   340    380  mov    DWORD PTR [rsp+0x4],r8d
   345    385  mov    DWORD PTR [rsp],r14d
   349    389  mov    r14,r10
   34c    38c  mov    rsi,r15
   34f    38f  movabs r10,0x7f8dda2d3130
   356    396  
   359    399  call   r10
   35c    39c  mov    r10,r14
   35f    39f  mov    r14d,DWORD PTR [rsp]
   363    3a3  mov    r8d,DWORD PTR [rsp+0x4]
   368    3a8  jmp    0x7f8dc4ef00ff
   36d    3ad  mov    esi,0xffffff76
   372    3b2  mov    rbp,r11
   375    3b5  xchg   ax,ax
   377    3b7  call   0x7f8dc4991a80
   37c    3bc  mov    esi,0xffffff5e
   381    3c1  xchg   ax,ax
   383    3c3  call   0x7f8dc4991a80
   388    3c8  mov    rsi,rax
   38b    3cb  add    rsp,0x50
   38f    3cf  pop    rbp
        ;   {runtime_call _rethrow_Java}
   390    3d0  jmp    0x7f8dc4a3c680
   395    3d5  movabs r10,0x7f8dc4ef011a
   39c    3dc  
   39f    3df  mov    QWORD PTR [r15+0x358],r10
   3a6    3e6  jmp    0x7f8dc4990900
   3ab    3eb  hlt
   3ac    3ec  hlt
   3ad    3ed  hlt
   3ae    3ee  hlt
   3af    3ef  hlt
   3b0    3f0  hlt
   3b1    3f1  hlt
   3b2    3f2  hlt
   3b3    3f3  hlt
   3b4    3f4  hlt
   3b5    3f5  hlt
   3b6    3f6  hlt
   3b7    3f7  hlt
   3b8    3f8  hlt
   3b9    3f9  hlt
   3ba    3fa  hlt
   3bb    3fb  hlt
   3bc    3fc  hlt
   3bd    3fd  hlt
   3be    3fe  hlt
   3bf    3ff  hlt
        [Stub Code]
        ;   {no_reloc}
   3c0    400  movabs rbx,0x0
   3c7    407  
   3ca    40a  jmp    0x7f8dc4ef040a
   3cf    40f  jmp    0x7f8dc499ee00
        [Deopt Handler Code]
   3d4    414  call   0x7f8dc4ef0419
   3d9    419  sub    QWORD PTR [rsp],0x5
   3de    41e  jmp    0x7f8dc4991da0
   3e3    423  hlt
   3e4    424  hlt
   3e5    425  hlt
   3e6    426  hlt
   3e7    427  hlt
