====================================================================================================
Compiled method (c2)     376  369 %     4       dev.tempered.benchmarks.HandoverPair::pollSlice @ 4 (42 bytes)
        ;   {runtime_call os::breakpoint()}
     0   c8c0  call   0x7f30b60274c0
     5   c8c5  data16 data16 nop WORD PTR [rax+rax*1+0x0]
     c   c8cc  
    10   c8d0  mov    DWORD PTR [rsp-0x14000],eax
    17   c8d7  push   rbp
    18   c8d8  sub    rsp,0x50
    1c   c8dc  mov    r10,QWORD PTR [rsi+0x18]
    20   c8e0  mov    QWORD PTR [rsp+0x18],r10
    25   c8e5  mov    r10d,DWORD PTR [rsi+0x10]
    29   c8e9  mov    DWORD PTR [rsp],r10d
    2d   c8ed  mov    r13d,DWORD PTR [rsi+0x8]
    31   c8f1  mov    r10,QWORD PTR [r15+0x288]
    38   c8f8  mov    r10,QWORD PTR [r10]
    3b   c8fb  mov    QWORD PTR [rsp+0x20],r10
    40   c900  mov    rdi,rsi
    43   c903  movabs r10,0x7f30b60e7cc0
    4a   c90a  
    4d   c90d  call   r10
    50   c910  mov    r10,QWORD PTR [rsp+0x18]
    55   c915  test   r10,r10
    58   c918  je     0x7f30a0eecd3b
    5e   c91e  mov    r11d,DWORD PTR [r10+0x8]
    62   c922  movabs rax,0x7f302f0ebfa8
    69   c929  
    6c   c92c  movabs rsi,0x7f302f000000
    73   c933  
    76   c936  add    rsi,r11
    79   c939  mov    r10,QWORD PTR [rsi+0x20]
    7d   c93d  cmp    r10,rax
    80   c940  jne    0x7f30a0eecbda
    86   c946  mov    r11,QWORD PTR [rsp+0x18]
    8b   c94b  mov    r8d,DWORD PTR [r11+0x8]
    8f   c94f  cmp    r8d,0x1010000
    96   c956  jne    0x7f30a0eecd3e
    9c   c95c  xor    r10d,r10d
    9f   c95f  jmp    0x7f30a0eec97a
    a1   c961  mov    ebp,0x1
    a6   c966  pause
    a8   c968  mov    r8,QWORD PTR [rsp+0x18]
    ad   c96d  mov    r9,QWORD PTR [r15+0x348]
        ;   {poll}
    b4   c974  test   DWORD PTR [r9],eax
    b7   c977  mov    r13d,ebp
    ba   c97a  mov    rcx,QWORD PTR [r11+0x158]
    c1   c981  mov    r9d,DWORD PTR [r11+0x17c]
    c8   c988  mov    r8,r9
    cb   c98b  shl    r8,0x3
    cf   c98f  mov    rbx,QWORD PTR [rsp+0x20]
    d4   c994  cmp    r8,rbx
    d7   c997  jne    0x7f30a0eecce7
    dd   c99d  and    rcx,0x2
    e1   c9a1  test   rcx,rcx
    e4   c9a4  jne    0x7f30a0eecc64
    ea   c9aa  mov    ecx,DWORD PTR [r11+0x16c]
    f1   c9b1  mov    r9d,DWORD PTR [r12+rcx*8+0xc]
    f6   c9b6  mov    rdi,QWORD PTR [r11+0x150]
    fd   c9bd  lea    r14,[r12+rcx*8]
   101   c9c1  mov    r8d,edi
   104   c9c4  and    r8d,DWORD PTR [r11+0x168]
   10b   c9cb  mov    edx,r8d
   10e   c9ce  add    edx,0x20
   111   c9d1  cmp    edx,r9d
   114   c9d4  jae    0x7f30a0eeccdc
   11a   c9da  movsxd rbx,r8d
   11d   c9dd  shl    rbx,0x2
   121   c9e1  mov    ebp,DWORD PTR [r14+rbx*1+0x90]
   128   c9e8  
   129   c9e9  test   ebp,ebp
   12b   c9eb  je     0x7f30a0eecb70
   131   c9f1  mov    r9d,DWORD PTR [r12+rcx*8+0x8]
   136   c9f6  add    rdi,0x1
   13a   c9fa  mov    QWORD PTR [r11+0x150],rdi
   141   ca01  cmp    r9d,0x1550
   148   ca08  jne    0x7f30a0eeccf2
   14e   ca0e  cmp    BYTE PTR [r15+0x38],0x0
   153   ca13  jne    0x7f30a0eecb9f
   159   ca19  mov    DWORD PTR [r14+rbx*1+0x90],r12d
   160   ca20  
   161   ca21  mov    r8d,DWORD PTR [rsp]
   165   ca25  inc    r8d
   168   ca28  mov    DWORD PTR [rsp],r8d
        ;   {oop(a 'java/lang/Object'{0x000000069eef0168})}
   16c   ca2c  cmp    ebp,0xd3dde02d
   172   ca32  jne    0x7f30a0eeca86
   174   ca34  mov    eax,DWORD PTR [rsp]
   177   ca37  add    rsp,0x50
   17b   ca3b  pop    rbp
        ;   {poll_return}
   17c   ca3c  cmp    rsp,QWORD PTR [r15+0x340]
   183   ca43  ja     0x7f30a0eecd69
   189   ca49  ret
   18a   ca4a  mov    r9,QWORD PTR [r15+0x30]
   18e   ca4e  mov    QWORD PTR [r9+r8*1-0x8],rdi
   193   ca53  add    r8,0xfffffffffffffff8
   197   ca57  mov    QWORD PTR [r15+0x20],r8
   19b   ca5b  nop    DWORD PTR [rax+rax*1+0x0]
   1a0   ca60  mov    DWORD PTR [r14+rbx*1+0x90],r12d
   1a7   ca67  
   1a8   ca68  mov    r9d,DWORD PTR [rsp]
   1ac   ca6c  inc    r9d
   1af   ca6f  mov    DWORD PTR [rsp],r9d
   1b3   ca73  cmp    r13d,0xd3dde02d
   1ba   ca7a  je     0x7f30a0eeca34
   1bc   ca7c  mov    r8,QWORD PTR [r15+0x348]
   1c3   ca83  test   DWORD PTR [r8],eax
   1c6   ca86  mov    rcx,QWORD PTR [r11+0x158]
   1cd   ca8d  mov    r9d,DWORD PTR [r11+0x17c]
   1d4   ca94  mov    r8,r9
   1d7   ca97  shl    r8,0x3
   1db   ca9b  mov    rbx,QWORD PTR [rsp+0x20]
   1e0   caa0  cmp    r8,rbx
   1e3   caa3  jne    0x7f30a0eecc40
   1e9   caa9  and    rcx,0x2
   1ed   caad  test   rcx,rcx
   1f0   cab0  jne    0x7f30a0eecc67
   1f6   cab6  mov    ecx,DWORD PTR [r11+0x16c]
   1fd   cabd  mov    r9d,DWORD PTR [r12+rcx*8+0xc]
   202   cac2  mov    rdi,QWORD PTR [r11+0x150]
   209   cac9  lea    r14,[r12+rcx*8]
   20d   cacd  mov    r8d,edi
   210   cad0  and    r8d,DWORD PTR [r11+0x168]
   217   cad7  mov    edx,r8d
   21a   cada  add    edx,0x20
   21d   cadd  cmp    edx,r9d
   220   cae0  jae    0x7f30a0eecc10
   226   cae6  movsxd rbx,r8d
   229   cae9  shl    rbx,0x2
   22d   caed  mov    r13d,DWORD PTR [r14+rbx*1+0x90]
   234   caf4  
   235   caf5  test   r13d,r13d
   238   caf8  je     0x7f30a0eec961
   23e   cafe  mov    r9d,DWORD PTR [r12+rcx*8+0x8]
   243   cb03  add    rdi,0x1
   247   cb07  mov    QWORD PTR [r11+0x150],rdi
   24e   cb0e  cmp    r9d,0x1550
   255   cb15  jne    0x7f30a0eecc90
   25b   cb1b  cmp    BYTE PTR [r15+0x38],0x0
   260   cb20  je     0x7f30a0eeca60
   266   cb26  mov    r9d,DWORD PTR [r14+rbx*1+0x90]
   26d   cb2d  
   26e   cb2e  test   r9d,r9d
   271   cb31  je     0x7f30a0eeca60
   277   cb37  mov    r8,QWORD PTR [r15+0x20]
   27b   cb3b  mov    rdi,r9
   27e   cb3e  shl    rdi,0x3
   282   cb42  test   r8,r8
   285   cb45  jne    0x7f30a0eeca4a
   28b   cb4b  mov    DWORD PTR [rsp+0x4],r10d
   290   cb50  mov    rbp,r11
   293   cb53  mov    rsi,r15
   296   cb56  movabs r10,0x7f30b5ad3130
   29d   cb5d  
   2a0   cb60  call   r10
   2a3   cb63  mov    r11,rbp
   2a6   cb66  mov    r10d,DWORD PTR [rsp+0x4]
   2ab   cb6b  jmp    0x7f30a0eeca60
   2b0   cb70  mov    ebp,r13d
   2b3   cb73  inc    ebp
   2b5   cb75  cmp    r13d,0x64
   2b9   cb79  jl     0x7f30a0eec966
   2bf   cb7f  mov    DWORD PTR [rsp+0x4],r10d
   2c4   cb84  mov    QWORD PTR [rsp+0x8],r11
   2c9   cb89  xchg   ax,ax
   2cb   cb8b  call   0x7f30a0ee5f40
   2d0   cb90  mov    r11,QWORD PTR [rsp+0x8]
   2d5   cb95  mov    r10d,DWORD PTR [rsp+0x4]
   2da   cb9a  jmp    0x7f30a0eec968
   2df   cb9f  mov    r9d,DWORD PTR [r14+rbx*1+0x90]
   2e6   cba6  
   2e7   cba7  test   r9d,r9d
   2ea   cbaa  je     0x7f30a0eeca19
   2f0   cbb0  mov    r8,QWORD PTR [r15+0x20]
   2f4   cbb4  mov    rdi,r9
   2f7   cbb7  shl    rdi,0x3
   2fb   cbbb  test   r8,r8
   2fe   cbbe  je     0x7f30a0eecd12
   304   cbc4  mov    r9,QWORD PTR [r15+0x30]
   308   cbc8  mov    QWORD PTR [r9+r8*1-0x8],rdi
   30d   cbcd  add    r8,0xfffffffffffffff8
   311   cbd1  mov    QWORD PTR [r15+0x20],r8
   315   cbd5  jmp    0x7f30a0eeca19
   31a   cbda  mov    rdi,QWORD PTR [rsi+0x28]
   31e   cbde  mov    ecx,DWORD PTR [rdi]
   320   cbe0  add    rdi,0x8
   324   cbe4  test   rax,rax
   327   cbe7  repnz scas rax,QWORD PTR es:[rdi]
   32a   cbea  jne    0x7f30a0eecbf4
   330   cbf0  mov    QWORD PTR [rsi+0x20],rax
   334   cbf4  je     0x7f30a0eec946
   33a   cbfa  mov    esi,0xffffff8d
   33f   cbff  mov    rbp,QWORD PTR [rsp+0x18]
   344   cc04  mov    DWORD PTR [rsp+0x4],r13d
   349   cc09  xchg   ax,ax
   34b   cc0b  call   0x7f30a0991a80
   350   cc10  mov    ebp,DWORD PTR [rsp]
   353   cc13  mov    esi,0xffffffe4
   358   cc18  mov    QWORD PTR [rsp+0x8],r11
   35d   cc1d  mov    QWORD PTR [rsp+0x10],rdi
   362   cc22  mov    DWORD PTR [rsp+0x18],ecx
   366   cc26  mov    QWORD PTR [rsp+0x20],r14
   36b   cc2b  mov    DWORD PTR [rsp+0x28],edx
   36f   cc2f  mov    DWORD PTR [rsp+0x2c],r9d
   374   cc34  mov    DWORD PTR [rsp+0x30],r10d
   379   cc39  xchg   ax,ax
   37b   cc3b  call   0x7f30a0991a80
   380   cc40  mov    ebp,DWORD PTR [rsp]
   383   cc43  mov    esi,0xffffff45
   388   cc48  mov    QWORD PTR [rsp+0x8],r11
   38d   cc4d  mov    QWORD PTR [rsp+0x10],rcx
   392   cc52  mov    DWORD PTR [rsp+0x18],r9d
   397   cc57  mov    DWORD PTR [rsp+0x1c],r10d
        ;   {runtime_call UncommonTrapBlob}
   39c   cc5c  data16 xchg ax,ax
   39f   cc5f  call   0x7f30a0991a80
   3a4   cc64  mov    r10d,r13d
   3a7   cc67  xor    r8d,r8d
   3aa   cc6a  cmp    rcx,r8
   3ad   cc6d  mov    ebp,0xffffffff
   3b2   cc72  jl     0x7f30a0eecc7c
   3b4   cc74  setne  bpl
   3b8   cc78  movzx  ebp,bpl
   3bc   cc7c  mov    esi,0xffffff45
   3c1   cc81  mov    QWORD PTR [rsp+0x10],r11
   3c6   cc86  mov    DWORD PTR [rsp+0x4],r10d
   3cb   cc8b  call   0x7f30a0991a80
   3d0   cc90  lea    r8,[r12+r13*8]
   3d4   cc94  movabs rcx,0x7f302f000000
   3db   cc9b  
   3de   cc9e  add    rcx,r9
   3e1   cca1  mov    r9,QWORD PTR [rcx+0x70]
   3e5   cca5  mov    r9,QWORD PTR [r9]
   3e8   cca8  mov    ebp,DWORD PTR [rsp]
   3eb   ccab  add    rbx,0x90
   3f2   ccb2  mov    esi,0xffffff45
   3f7   ccb7  mov    QWORD PTR [rsp+0x8],r11
   3fc   ccbc  mov    QWORD PTR [rsp+0x18],rbx
   401   ccc1  mov    QWORD PTR [rsp+0x20],r14
   406   ccc6  mov    DWORD PTR [rsp+0x28],r10d
   40b   cccb  mov    QWORD PTR [rsp+0x30],r8
   410   ccd0  mov    QWORD PTR [rsp+0x38],r9
   415   ccd5  xchg   ax,ax
   417   ccd7  call   0x7f30a0991a80
   41c   ccdc  mov    ebp,DWORD PTR [rsp]
   41f   ccdf  mov    r10d,r13d
   422   cce2  jmp    0x7f30a0eecc13
   427   cce7  mov    ebp,DWORD PTR [rsp]
   42a   ccea  mov    r10d,r13d
   42d   cced  jmp    0x7f30a0eecc43
   432   ccf2  lea    r8,[r12+rbp*8]
   436   ccf6  movabs r10,0x7f302f000000
   43d   ccfd  
   440   cd00  add    r10,r9
   443   cd03  mov    r10,QWORD PTR [r10+0x70]
   447   cd07  mov    r9,QWORD PTR [r10]
   44a   cd0a  mov    ebp,DWORD PTR [rsp]
   44d   cd0d  mov    r10d,r13d
   450   cd10  jmp    0x7f30a0eeccab
   452   cd12  mov    DWORD PTR [rsp+0x4],r10d
   457   cd17  mov    QWORD PTR [rsp+0x10],r11
   45c   cd1c  mov    rsi,r15
   45f   cd1f  movabs r10,0x7f30b5ad3130
   466   cd26  
   469   cd29  call   r10
   46c   cd2c  mov    r11,QWORD PTR [rsp+0x10]
   471   cd31  mov    r10d,DWORD PTR [rsp+0x4]
   476   cd36  jmp    0x7f30a0eeca19
   47b   cd3b  xor    r11d,r11d
   47e   cd3e  mov    esi,0xffffff76
   483   cd43  mov    rbp,r11
   486   cd46  mov    DWORD PTR [rsp+0x4],r13d
   48b   cd4b  call   0x7f30a0991a80
   490   cd50  mov    esi,0xffffff5e
   495   cd55  xchg   ax,ax
   497   cd57  call   0x7f30a0991a80
   49c   cd5c  mov    rsi,rax
   49f   cd5f  add    rsp,0x50
   4a3   cd63  pop    rbp
        ;   {runtime_call _rethrow_Java}
   4a4   cd64  jmp    0x7f30a0a35b00
   4a9   cd69  movabs r10,0x7f30a0eeca3c
   4b0   cd70  
   4b3   cd73  mov    QWORD PTR [r15+0x358],r10
   4ba   cd7a  jmp    0x7f30a0990900
   4bf   cd7f  hlt
        [Stub Code]
        ;   {no_reloc}
   4c0   cd80  movabs rbx,0x0
   4c7   cd87  
   4ca   cd8a  jmp    0x7f30a0eecd8a
   4cf   cd8f  jmp    0x7f30a099e200
        [Deopt Handler Code]
   4d4   cd94  call   0x7f30a0eecd99
   4d9   cd99  sub    QWORD PTR [rsp],0x5
   4de   cd9e  jmp    0x7f30a0991da0
   4e3   cda3  hlt
   4e4   cda4  hlt
   4e5   cda5  hlt
   4e6   cda6  hlt
   4e7   cda7  hlt
====================================================================================================
Compiled method (c2)     419  373       4       dev.tempered.benchmarks.HandoverPair::pollSlice (42 bytes)
     0   f340  mov    DWORD PTR [rsp-0x14000],eax
     7   f347  push   rbp
     8   f348  sub    rsp,0x50
     c   f34c  mov    r11,rsi
     f   f34f  mov    r10d,DWORD PTR [rsi+0x8]
    13   f353  cmp    r10d,0x1010000
    1a   f35a  jne    0x7f30a0eef732
    20   f360  mov    r8,rsi
    23   f363  mov    r10,QWORD PTR [r15+0x288]
    2a   f36a  mov    r14,QWORD PTR [r10]
    2d   f36d  xor    esi,esi
    2f   f36f  xor    r10d,r10d
    32   f372  xor    r9d,r9d
    35   f375  jmp    0x7f30a0eef38a
    37   f377  mov    ebp,0x1
    3c   f37c  pause
    3e   f37e  mov    r11,QWORD PTR [r15+0x348]
    45   f385  test   DWORD PTR [r11],eax
    48   f388  mov    esi,ebp
    4a   f38a  mov    rcx,QWORD PTR [r8+0x158]
    51   f391  mov    r11d,DWORD PTR [r8+0x17c]
    58   f398  mov    rbx,r11
    5b   f39b  shl    rbx,0x3
    5f   f39f  cmp    rbx,r14
    62   f3a2  jne    0x7f30a0eef6c3
    68   f3a8  and    rcx,0x2
    6c   f3ac  test   rcx,rcx
    6f   f3af  jne    0x7f30a0eef6ce
    75   f3b5  mov    edi,DWORD PTR [r8+0x16c]
        ; implicit exception: dispatches to 0x00007f30a0eef740
    7c   f3bc  mov    r11d,DWORD PTR [r12+rdi*8+0xc]
    81   f3c1  mov    rcx,QWORD PTR [r8+0x150]
    88   f3c8  lea    r13,[r12+rdi*8]
    8c   f3cc  mov    ebp,ecx
    8e   f3ce  and    ebp,DWORD PTR [r8+0x168]
    95   f3d5  mov    ebx,ebp
    97   f3d7  add    ebx,0x20
    9a   f3da  cmp    ebx,r11d
    9d   f3dd  jae    0x7f30a0eef6b8
    a3   f3e3  movsxd rbx,ebp
    a6   f3e6  shl    rbx,0x2
    aa   f3ea  mov    ebp,DWORD PTR [r13+rbx*1+0x90]
    b1   f3f1  
    b2   f3f2  test   ebp,ebp
    b4   f3f4  je     0x7f30a0eef570
    ba   f3fa  mov    edi,DWORD PTR [r12+rdi*8+0x8]
    bf   f3ff  add    rcx,0x1
    c3   f403  mov    QWORD PTR [r8+0x150],rcx
    ca   f40a  cmp    edi,0x1550
    d0   f410  jne    0x7f30a0eef6da
    d6   f416  cmp    BYTE PTR [r15+0x38],0x0
    db   f41b  jne    0x7f30a0eef5b0
    e1   f421  mov    DWORD PTR [r13+rbx*1+0x90],r12d
    e8   f428  
    e9   f429  inc    r9d
        ;   {oop(a 'java/lang/Object'{0x000000069eef0168})}
    ec   f42c  cmp    ebp,0xd3dde02d
    f2   f432  jne    0x7f30a0eef47d
    f4   f434  mov    eax,r9d
    f7   f437  add    rsp,0x50
    fb   f43b  pop    rbp
        ;   {poll_return}
    fc   f43c  cmp    rsp,QWORD PTR [r15+0x340]
   103   f443  ja     0x7f30a0eef759
   109   f449  ret
   10a   f44a  mov    r11,QWORD PTR [r15+0x30]
   10e   f44e  mov    QWORD PTR [r11+rcx*1-0x8],rdi
   113   f453  add    rcx,0xfffffffffffffff8
   117   f457  mov    QWORD PTR [r15+0x20],rcx
   11b   f45b  nop    DWORD PTR [rax+rax*1+0x0]
   120   f460  mov    DWORD PTR [r13+rbx*1+0x90],r12d
   127   f467  
        ;   {oop(a 'java/lang/Object'{0x000000069eef0168})}
   128   f468  inc    r9d
   12b   f46b  cmp    ebp,0xd3dde02d
   131   f471  je     0x7f30a0eef434
   133   f473  mov    r11,QWORD PTR [r15+0x348]
   13a   f47a  test   DWORD PTR [r11],eax
   13d   f47d  mov    rcx,QWORD PTR [r8+0x158]
   144   f484  mov    r11d,DWORD PTR [r8+0x17c]
   14b   f48b  mov    rbx,r11
   14e   f48e  shl    rbx,0x3
   152   f492  cmp    rbx,r14
   155   f495  jne    0x7f30a0eef618
   15b   f49b  and    rcx,0x2
   15f   f49f  test   rcx,rcx
   162   f4a2  jne    0x7f30a0eef640
   168   f4a8  mov    edi,DWORD PTR [r8+0x16c]
   16f   f4af  mov    r11d,DWORD PTR [r12+rdi*8+0xc]
   174   f4b4  mov    rcx,QWORD PTR [r8+0x150]
   17b   f4bb  lea    r13,[r12+rdi*8]
   17f   f4bf  mov    esi,ecx
   181   f4c1  and    esi,DWORD PTR [r8+0x168]
   188   f4c8  mov    ebx,esi
   18a   f4ca  add    ebx,0x20
   18d   f4cd  cmp    ebx,r11d
   190   f4d0  jae    0x7f30a0eef5ea
   196   f4d6  movsxd rbx,esi
   199   f4d9  shl    rbx,0x2
   19d   f4dd  mov    ebp,DWORD PTR [r13+rbx*1+0x90]
   1a4   f4e4  
   1a5   f4e5  test   ebp,ebp
   1a7   f4e7  je     0x7f30a0eef377
   1ad   f4ed  mov    esi,DWORD PTR [r12+rdi*8+0x8]
   1b2   f4f2  add    rcx,0x1
   1b6   f4f6  mov    QWORD PTR [r8+0x150],rcx
   1bd   f4fd  cmp    esi,0x1550
   1c3   f503  jne    0x7f30a0eef670
   1c9   f509  cmp    BYTE PTR [r15+0x38],0x0
   1ce   f50e  je     0x7f30a0eef460
   1d4   f514  mov    r11d,DWORD PTR [r13+rbx*1+0x90]
   1db   f51b  
   1dc   f51c  test   r11d,r11d
   1df   f51f  je     0x7f30a0eef460
   1e5   f525  mov    rcx,QWORD PTR [r15+0x20]
   1e9   f529  mov    rdi,r11
   1ec   f52c  shl    rdi,0x3
   1f0   f530  test   rcx,rcx
   1f3   f533  jne    0x7f30a0eef44a
   1f9   f539  mov    DWORD PTR [rsp+0x4],r9d
   1fe   f53e  mov    QWORD PTR [rsp+0x8],r14
   203   f543  mov    DWORD PTR [rsp],r10d
   207   f547  mov    r14,r8
   20a   f54a  mov    rsi,r15
   20d   f54d  movabs r10,0x7f30b5ad3130
   214   f554  
   217   f557  call   r10
   21a   f55a  mov    r8,r14
   21d   f55d  mov    r10d,DWORD PTR [rsp]
   221   f561  mov    r14,QWORD PTR [rsp+0x8]
   226   f566  mov    r9d,DWORD PTR [rsp+0x4]
   22b   f56b  jmp    0x7f30a0eef460
   230   f570  mov    ebp,esi
   232   f572  inc    ebp
   234   f574  cmp    esi,0x64
   237   f577  jl     0x7f30a0eef37c
   23d   f57d  mov    DWORD PTR [rsp+0xc],r9d
   242   f582  mov    QWORD PTR [rsp+0x10],r14
   247   f587  mov    DWORD PTR [rsp+0x8],r10d
   24c   f58c  mov    QWORD PTR [rsp],r8
        ;   {static_call}
   250   f590  data16 xchg ax,ax
   253   f593  call   0x7f30a0ee5f40
   258   f598  mov    r8,QWORD PTR [rsp]
   25c   f59c  mov    r10d,DWORD PTR [rsp+0x8]
   261   f5a1  mov    r14,QWORD PTR [rsp+0x10]
   266   f5a6  mov    r9d,DWORD PTR [rsp+0xc]
   26b   f5ab  jmp    0x7f30a0eef37e
   270   f5b0  mov    ecx,DWORD PTR [r13+rbx*1+0x90]
   277   f5b7  
   278   f5b8  test   ecx,ecx
   27a   f5ba  je     0x7f30a0eef421
   280   f5c0  mov    r11,QWORD PTR [r15+0x20]
   284   f5c4  mov    rdi,rcx
   287   f5c7  shl    rdi,0x3
   28b   f5cb  test   r11,r11
   28e   f5ce  je     0x7f30a0eef6fb
   294   f5d4  mov    rcx,QWORD PTR [r15+0x30]
   298   f5d8  mov    QWORD PTR [rcx+r11*1-0x8],rdi
   29d   f5dd  add    r11,0xfffffffffffffff8
   2a1   f5e1  mov    QWORD PTR [r15+0x20],r11
   2a5   f5e5  jmp    0x7f30a0eef421
   2aa   f5ea  mov    ebp,r9d
   2ad   f5ed  mov    esi,0xffffffe4
   2b2   f5f2  mov    DWORD PTR [rsp+0x8],r10d
   2b7   f5f7  mov    QWORD PTR [rsp+0x10],r8
   2bc   f5fc  mov    QWORD PTR [rsp+0x18],rcx
   2c1   f601  mov    DWORD PTR [rsp+0xc],edi
   2c5   f605  mov    QWORD PTR [rsp+0x28],r13
   2ca   f60a  mov    DWORD PTR [rsp+0x24],ebx
   2ce   f60e  mov    DWORD PTR [rsp+0x30],r11d
   2d3   f613  call   0x7f30a0991a80
   2d8   f618  mov    ebp,r9d
   2db   f61b  mov    esi,0xffffff45
   2e0   f620  mov    DWORD PTR [rsp+0x8],r10d
   2e5   f625  mov    QWORD PTR [rsp+0x10],r8
   2ea   f62a  mov    QWORD PTR [rsp+0x18],rcx
   2ef   f62f  mov    DWORD PTR [rsp+0xc],r11d
   2f4   f634  mov    QWORD PTR [rsp+0x20],r14
   2f9   f639  xchg   ax,ax
   2fb   f63b  call   0x7f30a0991a80
   300   f640  mov    DWORD PTR [rsp],r9d
   304   f644  mov    esi,0xffffff45
   309   f649  xor    r11d,r11d
   30c   f64c  cmp    rcx,r11
   30f   f64f  mov    ebp,0xffffffff
   314   f654  jl     0x7f30a0eef65e
   316   f656  setne  bpl
   31a   f65a  movzx  ebp,bpl
   31e   f65e  mov    DWORD PTR [rsp+0x4],r10d
   323   f663  mov    QWORD PTR [rsp+0x10],r8
        ;   {runtime_call UncommonTrapBlob}
   328   f668  data16 xchg ax,ax
   32b   f66b  call   0x7f30a0991a80
   330   f670  lea    r11,[r12+rbp*8]
   334   f674  movabs rcx,0x7f302f000000
   33b   f67b  
   33e   f67e  add    rcx,rsi
   341   f681  mov    rcx,QWORD PTR [rcx+0x70]
   345   f685  mov    rbp,QWORD PTR [rcx]
   348   f688  mov    DWORD PTR [rsp],r9d
   34c   f68c  add    rbx,0x90
   353   f693  mov    esi,0xffffff45
   358   f698  mov    DWORD PTR [rsp+0x4],r10d
   35d   f69d  mov    QWORD PTR [rsp+0x10],r8
   362   f6a2  mov    QWORD PTR [rsp+0x20],rbx
   367   f6a7  mov    QWORD PTR [rsp+0x28],r13
   36c   f6ac  mov    QWORD PTR [rsp+0x30],r11
   371   f6b1  xchg   ax,ax
   373   f6b3  call   0x7f30a0991a80
   378   f6b8  mov    ebp,r9d
   37b   f6bb  mov    r10d,esi
   37e   f6be  jmp    0x7f30a0eef5ed
   383   f6c3  mov    ebp,r9d
   386   f6c6  mov    r10d,esi
   389   f6c9  jmp    0x7f30a0eef61b
   38e   f6ce  mov    DWORD PTR [rsp],r9d
   392   f6d2  mov    r10d,esi
   395   f6d5  jmp    0x7f30a0eef644
   39a   f6da  lea    r11,[r12+rbp*8]
   39e   f6de  movabs r10,0x7f302f000000
   3a5   f6e5  
   3a8   f6e8  add    r10,rdi
   3ab   f6eb  mov    r10,QWORD PTR [r10+0x70]
   3af   f6ef  mov    rbp,QWORD PTR [r10]
   3b2   f6f2  mov    DWORD PTR [rsp],r9d
   3b6   f6f6  mov    r10d,esi
   3b9   f6f9  jmp    0x7f30a0eef68c
   3bb   f6fb  mov    DWORD PTR [rsp+0x4],r9d
   3c0   f700  mov    QWORD PTR [rsp+0x8],r14
   3c5   f705  mov    DWORD PTR [rsp],r10d
   3c9   f709  mov    r14,r8
   3cc   f70c  mov    rsi,r15
   3cf   f70f  movabs r10,0x7f30b5ad3130
   3d6   f716  
   3d9   f719  call   r10
   3dc   f71c  mov    r8,r14
   3df   f71f  mov    r10d,DWORD PTR [rsp]
   3e3   f723  mov    r14,QWORD PTR [rsp+0x8]
   3e8   f728  mov    r9d,DWORD PTR [rsp+0x4]
   3ed   f72d  jmp    0x7f30a0eef421
   3f2   f732  mov    esi,0xffffff76
   3f7   f737  mov    rbp,r11
   3fa   f73a  nop
   3fb   f73b  call   0x7f30a0991a80
   400   f740  mov    esi,0xffffff5e
   405   f745  xchg   ax,ax
   407   f747  call   0x7f30a0991a80
   40c   f74c  mov    rsi,rax
   40f   f74f  add    rsp,0x50
   413   f753  pop    rbp
        ;   {runtime_call _rethrow_Java}
   414   f754  jmp    0x7f30a0a35b00
   419   f759  movabs r10,0x7f30a0eef43c
   420   f760  
   423   f763  mov    QWORD PTR [r15+0x358],r10
   42a   f76a  jmp    0x7f30a0990900
   42f   f76f  hlt
   430   f770  hlt
   431   f771  hlt
   432   f772  hlt
   433   f773  hlt
   434   f774  hlt
   435   f775  hlt
   436   f776  hlt
   437   f777  hlt
   438   f778  hlt
   439   f779  hlt
   43a   f77a  hlt
   43b   f77b  hlt
   43c   f77c  hlt
   43d   f77d  hlt
   43e   f77e  hlt
   43f   f77f  hlt
        [Stub Code]
        ;   {no_reloc}
   440   f780  movabs rbx,0x0
   447   f787  
   44a   f78a  jmp    0x7f30a0eef78a
   44f   f78f  jmp    0x7f30a099e200
        [Deopt Handler Code]
   454   f794  call   0x7f30a0eef799
   459   f799  sub    QWORD PTR [rsp],0x5
   45e   f79e  jmp    0x7f30a0991da0
   463   f7a3  hlt
   464   f7a4  hlt
   465   f7a5  hlt
   466   f7a6  hlt
   467   f7a7  hlt
